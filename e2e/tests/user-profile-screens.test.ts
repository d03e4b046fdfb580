import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { json, signUp } from '../support/accounts';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  screenshot,
  openPage,
  viewports,
  type ViewportName,
} from '../support/browser';

const widths = Object.keys(viewports) as ViewportName[];

describe('/user/{id}, a public profile', () => {
  let sink: SmtpSink;
  let app: AppProcess;
  let browser: Browser;
  let ownerId: string;
  let owner: Awaited<ReturnType<BrowserContext['storageState']>>;
  let reader: Awaited<ReturnType<BrowserContext['storageState']>>;

  /** A confirmed account named `name`, its cookies kept for the browser contexts below. */
  async function account(email: string, name: string) {
    const context = await browser.newContext({ baseURL: app.baseUrl });
    await signUp(context.request, sink, email);
    await json(await context.request.patch('/api/account', { data: { name } }));
    const { user } = await json<{ user: { id: string } }>(await context.request.get('/api/auth/session'));
    return { context, id: user.id };
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({ SMTP_URL: sink.url });
    browser = await launchBrowser();
    const o = await account('olive@browser.test', 'Olive Owner');
    ownerId = o.id;
    await json(
      await o.context.request.patch('/api/account', {
        data: {
          bio: 'Builds **rockets** and telescopes in public.',
          website: 'https://olive.dev',
          mastodon_handle: '@olive@hachyderm.io',
        },
      }),
    );
    for (const [repo, isPrivate] of [
      ['olive/rocket', false],
      ['olive/telescope', false],
      ['olive/secret-plans', true],
    ] as const) {
      await json(
        await o.context.request.post('/api/projects', {
          data: { repository_name: repo, is_private: isPrivate },
        }),
      );
    }
    owner = await o.context.storageState();
    await o.context.close();
    const r = await account('reader@browser.test', 'Rita Reader');
    reader = await r.context.storageState();
    await r.context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await sink?.close();
  });

  async function open(viewport: ViewportName, storageState?: typeof owner) {
    return openPage(browser, viewport, {
      baseURL: app.baseUrl,
      storageState,
    });
  }

  for (const viewport of widths) {
    it(`shows the user, followers and public projects, and follows, at ${viewport} width`, async () => {
      const { page, problems, close } = await open(viewport, reader);
      try {
        await page.goto(`/user/${ownerId}`);
        await page.getByRole('heading', { level: 1, name: 'Olive Owner' }).waitFor();
        const projects = page.getByRole('region', { name: 'Public projects' });
        expect(await projects.getByRole('link').allTextContents()).toEqual([
          expect.stringContaining('telescope'),
          expect.stringContaining('rocket'),
        ]);
        expect(await page.getByText('secret-plans').count()).toBe(0);
        // The bio is the server's rendered Markdown; the links are built from the handles.
        expect(await page.locator('strong', { hasText: 'rockets' }).count()).toBe(1);
        expect(
          await page.getByRole('link', { name: 'Mastodon: @olive@hachyderm.io' }).getAttribute('href'),
        ).toBe('https://hachyderm.io/@olive');
        const follow = page.getByRole('button', { name: 'Follow', exact: true });
        const following = page.getByRole('button', { name: 'Following' });
        if (await following.isVisible()) {
          await following.click();
          await follow.waitFor();
        }
        await expectAccessible(page);
        await screenshot(page, `user-profile-${viewport}`);
        await follow.click();
        await following.waitFor();
        expect(await page.getByText(/1\s+follower$/).count()).toBe(1);
        await page.reload();
        await following.waitFor();
        // The reader's dashboard has a feed of what the people they follow ship.
        await page.goto('/dashboard');
        await page.getByRole('heading', { name: 'From people you follow' }).waitFor();
        await expect.poll(() => page.getByText('No updates yet').isVisible()).toBe(true);
        await screenshot(page, `dashboard-following-${viewport}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('shows no Follow button on your own profile', async () => {
    const { page, close } = await open('desktop', owner);
    try {
      await page.goto(`/user/${ownerId}`);
      await page.getByRole('heading', { level: 1, name: 'Olive Owner' }).waitFor();
      expect(await page.getByRole('button', { name: /^Follow/ }).count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('asks a signed-out visitor to sign in to follow, and says when a profile does not exist', async () => {
    // A visitor's page arrives with the profile in the server's HTML, and hydrates without an error.
    const html = await (await fetch(`${app.baseUrl}/user/${ownerId}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>Olive Owner<\/h1>/);
    expect(root).toContain('rocket');
    expect(root).not.toContain('secret-plans');
    const { page, problems, close } = await open('mobile');
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    try {
      await page.goto(`/user/${ownerId}`, { waitUntil: 'networkidle' });
      expect(errors).toEqual([]);
      expect(problems).toEqual([]);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await page.getByRole('link', { name: 'Sign in to follow people' }).waitFor();
      await page.goto('/user/nobody-here');
      await page.getByText('This profile does not exist or is no longer available.').waitFor();
      await expectAccessible(page);
      await screenshot(page, 'user-profile-not-found-mobile');
    } finally {
      await close();
    }
  });
});
