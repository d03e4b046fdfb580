import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  screenshot,
  screenshotDir,
  viewports,
  type ViewportName,
} from '../support/browser';

const widths = Object.keys(viewports) as ViewportName[];

/** What is on screen right now (a full-page shot would scroll, and scrolling closes tooltips). */
const screenshotViewport = (page: Page, name: string) =>
  page.screenshot({ path: `${screenshotDir}/${name}.png` });

/** Scrolls through the page so every reveal-on-scroll section has played, then back to the top. */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    const step = Math.round(window.innerHeight * 0.6);
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(1200);
}

describe('/shiplog, the product overview', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const viewport of widths) {
    it(`shows what Shiplog is, four steps, six features and the call to action at ${viewport} width`, async () => {
      const { page, problems, close } = await openPage(browser, viewport);
      try {
        await page.goto('/shiplog');
        await expect.poll(() => page.locator('h1').textContent()).toBe('What is Shiplog?');
        await revealAll(page);
        expect(await page.locator('#how-it-works [data-step]').count()).toBe(4);
        expect(await page.locator('[data-feature-card]').count()).toBe(6);
        await expectAccessible(page);
        await screenshot(page, `shiplog-overview-${viewport}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('reaches Join the Waitlist by keyboard and opens the waitlist wizard over the page', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto('/shiplog');
      const join = page.getByRole('link', { name: 'Join the Waitlist' }).first();
      await join.waitFor();
      for (let i = 0; i < 30 && !(await join.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
      }
      expect(await join.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await join.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/shiplog' && url.search === '?waitlist=open');
      const wizard = page.getByRole('dialog', { name: 'Join the Waitlist' });
      await wizard.waitFor();
      await expect
        .poll(() => wizard.getByLabel('First Name').evaluate((el) => el === document.activeElement))
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => wizard.count()).toBe(0);
      expect(new URL(page.url()).search).toBe('');
      // Focus goes back to the link once the dialog has closed (a frame after it leaves the DOM).
      await expect.poll(() => join.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await close();
    }
  });
});

describe('/profile, the team profile (signed in)', () => {
  let sink: SmtpSink;
  let app: AppProcess;
  let browser: Browser;
  let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({ SMTP_URL: sink.url, PRODUCT_CHANGELOG: 'true' });
    browser = await launchBrowser();
    // One account, confirmed through the mailed link; its cookies serve every viewport below.
    const context = await browser.newContext({ baseURL: app.baseUrl });
    const signup = await context.request.post('/api/auth/signup', {
      data: { email: 'team@browser.test', password: 'a long browser password' },
    });
    expect(signup.status()).toBe(201);
    const mail = await sink.waitForMail('team@browser.test', 20_000);
    const link = mail.text.match(/http:\/\/localhost:\d+\/auth\/callback\?code=[\w%-]+/)?.[0];
    const page = await context.newPage();
    await page.goto(link!);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    signedIn = await context.storageState();
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await sink?.close();
  });

  async function open(viewport: ViewportName) {
    return openPage(browser, viewport, {
      baseURL: app.baseUrl,
      storageState: signedIn,
    });
  }

  it("leads from 'View profile' to the public profile of the account behind Shiplog's changelog", async () => {
    const { page, problems, close } = await open('desktop');
    try {
      await page.goto('/profile');
      await page.getByRole('link', { name: 'View profile' }).click({ timeout: 10_000 });
      await page.waitForURL((url) => url.pathname.startsWith('/user/'));
      await expect.poll(() => page.locator('h1').first().textContent()).toBe('Shiplog');
      await page.getByRole('link', { name: 'Shiplog', exact: true }).first().waitFor();
      await screenshot(page, 'product-account-profile-desktop');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  for (const viewport of widths) {
    it(`takes a reader from the footer to Shiplog's own changelog at ${viewport} width`, async () => {
      const { page, problems, close } = await openPage(browser, viewport, { baseURL: app.baseUrl });
      try {
        await page.goto('/');
        await page.getByRole('contentinfo').getByRole('link', { name: 'Changelog' }).click();
        // Its short address is its address: served there, not redirected to /projects/{id}.
        await page.waitForURL((url) => url.pathname === '/p/shiplog');
        await expect.poll(() => page.locator('h1').first().textContent()).toBe('Shiplog');
        await page
          .getByRole('heading', { name: 'One name everywhere, and a sturdier server' })
          .first()
          .waitFor();
        await expectAccessible(page);
        await screenshot(page, `product-changelog-${viewport}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`loads for a second, then shows the profile at ${viewport} width`, async () => {
      const { page, problems, close } = await open(viewport);
      try {
        await page.goto('/profile');
        await page.getByText('Loading Shiplog profile...').waitFor();
        await screenshotViewport(page, `team-profile-loading-${viewport}`);
        await expectAccessible(page);
        await expect.poll(() => page.locator('h1').textContent(), { timeout: 5000 }).toBe('Shiplog');
        expect(await page.getByText('Loading Shiplog profile...').count()).toBe(0);
        // 'Latest Updates' is the changelog's own newest updates, with their own counts and pages.
        const latest = (await (
          await page.request.get('/api/projects/00000000-5151-4000-8000-000000000002/updates?limit=5')
        ).json()) as { id: string; title: string; likes: number; views: number }[];
        expect(latest.length).toBeGreaterThan(0);
        const entries = page.locator('article[data-timeline-item]');
        await expect.poll(() => entries.count()).toBe(latest.length);
        expect(await entries.locator('h3').allTextContents()).toEqual(latest.map((u) => u.title));
        expect(await entries.first().locator('h3 a').getAttribute('href')).toBe(
          `/p/shiplog/updates/${latest[0]!.id}`,
        );
        expect(await entries.first().locator('dd').allTextContents()).toEqual([
          String(latest[0]!.likes),
          String(latest[0]!.views),
        ]);
        // The figures are those of Shiplog's own changelog (/p/shiplog), never invented ones.
        const changelog = await page.request.get('/api/projects/00000000-5151-4000-8000-000000000002');
        const { stats } = (await changelog.json()) as {
          stats: { updates_count: number; subscribers_count: number };
        };
        const hero = page.getByRole('region', { name: 'Shiplog', exact: true });
        await expect
          .poll(() => hero.locator('dl > div').allTextContents())
          .toEqual([`Updates${stats.updates_count}`, `Subscribers${stats.subscribers_count}`]);
        expect(await hero.getByText(/Lines|125,000/).count()).toBe(0);
        await revealAll(page);
        await expectAccessible(page);
        await screenshot(page, `team-profile-${viewport}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('shows the account on a pre-rendered page (with a session cookie the app asks for the session)', async () => {
    const { page, problems, close } = await open('desktop');
    try {
      const asked = page.waitForRequest((req) => req.url().endsWith('/api/auth/session'));
      await page.goto('/');
      await asked;
      await page.getByRole('button', { name: /^Account menu for / }).waitFor();
      expect(await page.getByRole('link', { name: 'Auth' }).count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it("subscribes to Shiplog's changelog for real (a confirmation mail), unsubscribes, and follows its account", async () => {
    const { page, problems, close } = await open('desktop');
    try {
      await page.goto('/profile');
      const email = page.getByLabel('Email address');
      await email.fill('not an email');
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Please enter a valid email address');
      await expectAccessible(page);

      await email.fill('reader@browser.test');
      await email.press('Enter');
      await expect.poll(() => page.getByText('Thanks for subscribing!').isVisible()).toBe(true);
      // Double opt-in, as on any project: the address gets a confirmation link for Shiplog's changelog.
      const mail = await sink.waitForMail('reader@browser.test', 20_000);
      expect(mail.text).toMatch(/Shiplog/);
      expect(mail.text).toMatch(/\/subscriptions\/confirm\?token=/);
      expect(
        await page.getByText('Thanks for subscribing!').evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await expectAccessible(page);
      await screenshotViewport(page, 'team-profile-subscribed-desktop');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect.poll(() => email.inputValue()).toBe('');

      // Radix closes a tooltip when the page scrolls, so the card is brought into view first.
      const verified = page.getByRole('button', { name: 'Verified Account' });
      await verified.scrollIntoViewIfNeeded();
      // The scroll event arrives a frame later; focusing before it would open and at once close the tooltip.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      await verified.focus();
      await expect
        .poll(() => page.getByRole('tooltip').textContent({ timeout: 5000 }))
        .toBe('Verified Account');
      // Follow follows the account behind the changelog (this page is signed in).
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await page
        .getByRole('button', { name: /Following|Unfollow/ })
        .first()
        .waitFor();
      await expectAccessible(page);
      await screenshotViewport(page, 'team-profile-following-desktop');

      // An update's comments are on its page: the count leads there.
      await page
        .locator('article[data-timeline-item]')
        .first()
        .getByRole('link', { name: /^\d+ comments?$/ })
        .click();
      await page.waitForURL((url) => /^\/p\/shiplog\/updates\/[\w-]+$/.test(url.pathname));
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
