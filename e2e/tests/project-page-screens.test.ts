import type { APIRequestContext, APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UPDATES_PAGE_SIZE,
  updateMessages,
  type Project,
  type Update,
  type UpdateBody,
} from '@shiplog/contract';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  screenshot,
  screenshotDir,
  openPage,
  viewports,
  type ViewportName,
} from '../support/browser';
import { expectProjectHeader as expectProjectSiteHeader } from '../support/project-site';

const OWNER = 'lena@browser.test';
const READER = 'omar@browser.test';
const PASSWORD = 'a long browser password';

const longText = [
  'Offline mode is here. Every document you open is now cached by a service worker, so the editor keeps working on a train, a plane or a flaky café connection.',
  'Changes made offline are queued and synced the moment you are back online, with a small badge in the status bar while anything is pending.',
  'Conflicts are merged paragraph by paragraph; when two edits touch the same paragraph you get both versions side by side and pick one.',
].join('\n\n');

describe('the project page in the browser', () => {
  let sink: SmtpSink;
  let app: AppProcess;
  let browser: Browser;
  let ownerState: Awaited<ReturnType<BrowserContext['storageState']>>;
  let readerState: Awaited<ReturnType<BrowserContext['storageState']>>;
  let project: Project;

  /** Signs up through the API, confirms with the mailed code: the context holds the session cookie. */
  async function signUp(request: APIRequestContext, email: string) {
    expect((await request.post('/api/auth/signup', { data: { email, password: PASSWORD } })).ok()).toBe(true);
    const mail = await sink.waitForMail(email, 20_000);
    const code = decodeURIComponent(mail.text.match(/\/auth\/callback\?code=([\w%-]+)/)![1]!);
    expect((await request.post('/api/auth/exchange', { data: { code } })).ok()).toBe(true);
  }

  async function json<T>(response: APIResponse): Promise<T> {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({ SMTP_URL: sink.url });
    browser = await launchBrowser();

    const owner = await browser.newContext({ baseURL: app.baseUrl });
    await signUp(owner.request, OWNER);
    const created = await json<Project>(
      await owner.request.post('/api/projects', {
        data: { repository_name: 'lena/driftwood', name: 'Driftwood', is_private: false },
      }),
    );
    project = await json<Project>(
      await owner.request.put(`/api/projects/${created.id}`, {
        data: {
          description: 'A calm, keyboard-first markdown editor for long-form writing.',
          long_description:
            '## Why Driftwood\n\nMost editors want your attention. Driftwood wants your **words**: no toolbars, no pop-ups, just text and a cursor.\n\n- Local-first, syncs when you want\n- Vim and Emacs keybindings\n- Exports to PDF, EPUB and HTML\n\nFollow along at [the blog](https://example.com/driftwood).',
          website_url: 'https://driftwood.example.com',
          twitter_handle: 'driftwoodapp',
          tech_stack: ['TypeScript', 'React', 'Rust', 'SQLite'],
        },
      }),
    );
    const post = async (body: UpdateBody) =>
      json<Update>(await owner.request.post(`/api/projects/${project.id}/updates`, { data: body }));
    const day = (n: number) => new Date(Date.UTC(2025, 4, n, 9)).toISOString();
    await post({
      type: 'commit',
      title: 'Faster cold start',
      commit_hash: '9f2c1e7b4a',
      published_at: day(2),
    });
    await post({
      type: 'image',
      title: 'The new focus mode',
      content: 'Everything but the current paragraph fades away.',
      image_url: `${app.baseUrl}/social-card.png`,
      published_at: day(6),
    });
    const offline = await post({
      type: 'text',
      title: 'Offline mode',
      content: longText,
      published_at: day(9),
    });
    await post({
      type: 'release',
      title: 'Driftwood 1.0',
      content:
        'Stable at last: sync, export and themes are done. Thank you to everyone who tested the betas!',
      is_pinned: true,
      is_major_update: true,
      labels: ['release', 'stable'],
      published_at: day(12),
    });
    await post({
      type: 'text',
      title: 'Plugin API (coming soon)',
      content: 'A first look.',
      published_at: '2999-01-01',
    });
    await json(await owner.request.post(`/api/updates/${offline.id}/likes`));
    await json(
      await owner.request.post(`/api/updates/${offline.id}/comments`, {
        data: { content: 'Thanks for the kind words, everyone!' },
      }),
    );
    ownerState = await owner.storageState();
    await owner.close();

    const reader = await browser.newContext({ baseURL: app.baseUrl });
    await signUp(reader.request, READER);
    await json(
      await reader.request.post(`/api/updates/${offline.id}/comments`, {
        data: { content: 'Offline mode is exactly what I needed on my commute.' },
      }),
    );
    readerState = await reader.storageState();
    await reader.close();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await sink?.close();
  });

  async function open(viewport: ViewportName, state?: typeof ownerState) {
    return openPage(browser, viewport, {
      baseURL: app.baseUrl,
      storageState: state,
    });
  }

  const visible = (page: Page, text: string) =>
    expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
  const card = (page: Page, title: string) => page.getByRole('article', { name: title });

  /** Full-page shots from the top, so the fixed header is where a visitor sees it. */
  async function shot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    it(`shows a visitor the public page at ${viewport} width`, async () => {
      const { page, problems, close } = await open(viewport);
      await page.goto(`/projects/${project.id}`);
      await expect
        .poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 })
        .toBe('Driftwood');
      await visible(page, 'Why Driftwood');
      // Written as Markdown, shown rendered: a heading, not the characters typed.
      expect(await page.getByRole('heading', { name: 'Why Driftwood' }).count()).toBe(1);
      await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(4);
      expect(await page.getByText('Plugin API (coming soon)').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Settings' }).count()).toBe(0);
      await expect.poll(() => page.title()).toBe('Driftwood | Shiplog');
      await expectAccessible(page);
      // Nothing is wider than the screen: the About section's long lines wrap inside it.
      const overflow = () =>
        page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(await overflow()).toBe(0);
      await shot(page, `project-visitor-${viewport}`);
      expect(problems).toEqual([]);
      await close();
    });

    it(`shows the owner their controls and scheduled updates at ${viewport} width`, async () => {
      const { page, problems, close } = await open(viewport, ownerState);
      await page.goto(`/projects/${project.id}`);
      await visible(page, 'Add Update');
      await visible(page, 'Scheduled for Jan 1, 2999');
      await expect.poll(() => page.getByRole('button', { name: 'Edit update' }).count()).toBe(5);
      await expectAccessible(page);
      await shot(page, `project-owner-${viewport}`);
      expect(problems).toEqual([]);
      await close();
    });
  }

  it('lets a signed-in reader expand text, like and read comments', async () => {
    const { page, problems, close } = await open('desktop', readerState);
    await page.goto(`/projects/${project.id}`);
    const offline = card(page, 'Offline mode');
    await offline.getByRole('button', { name: updateMessages.readMore }).click();
    await visible(page, 'Conflicts are merged paragraph by paragraph');
    const like = offline.getByRole('button', { name: /^Like/ });
    await expect.poll(() => like.isEnabled(), { timeout: 15_000 }).toBe(true);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.getAttribute('aria-label')).toBe('Like, 2');
    await offline.getByRole('button', { name: 'Comments, 2' }).click();
    await visible(page, 'Offline mode is exactly what I needed on my commute.');
    await expect.poll(() => offline.getByRole('button', { name: 'Edit comment' }).count()).toBe(1);
    await expectAccessible(page);
    await offline.screenshot({ path: `${screenshotDir}/project-update-card-desktop.png` });
    expect(problems).toEqual([]);
    await close();
  });

  it('lets a signed-in reader comment, edit and delete their own comment', async () => {
    const { page, problems, close } = await open('desktop', readerState);
    await page.goto(`/projects/${project.id}`);
    const offline = card(page, 'Offline mode');
    await offline.getByRole('button', { name: /^Comments, / }).click();
    const form = offline.getByLabel('Add a comment');
    await form.fill('   ');
    await expect.poll(() => offline.getByRole('button', { name: 'Post comment' }).isDisabled()).toBe(true);
    await form.fill('Does it sync attachments too?');
    await offline.getByRole('button', { name: 'Post comment' }).click();
    await visible(page, 'Does it sync attachments too?');
    // Comments are oldest first: the new one is the last, whatever its text becomes.
    const mine = offline.getByRole('list', { name: 'Comment list' }).getByRole('listitem').last();
    await expect.poll(() => mine.textContent()).toContain('Does it sync attachments too?');
    await mine.getByRole('button', { name: 'Edit comment' }).click();
    await mine.getByRole('textbox').fill('Does it sync attachments and images too?');
    await mine.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page, 'Does it sync attachments and images too?');
    await expect.poll(() => mine.getByText('(edited)').count()).toBe(1);
    await mine.getByRole('button', { name: 'Delete comment' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this comment?' })
      .getByRole('button', { name: 'Delete comment' })
      .click();
    await expect
      .poll(() => offline.getByText('Does it sync attachments and images too?').count(), { timeout: 15_000 })
      .toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('lets the owner add every update type, edit one and delete one', async () => {
    const { page, problems, close } = await open('desktop', ownerState);
    await page.goto(`/projects/${project.id}`);
    const add = async (type: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) => {
      await page.getByRole('button', { name: 'Add Update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add update' });
      await dialog.getByLabel('Type').selectOption(type);
      await fill(dialog);
      await dialog.getByRole('button', { name: 'Save update' }).click();
      await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    };
    await add('text', async (d) => {
      await d.getByLabel('Title').fill('Text update from the browser');
      await d.getByLabel('Content').fill('Plain words about the week.');
    });
    await add('image', async (d) => {
      await d.getByLabel('Title').fill('Image update from the browser');
      await d.getByRole('button', { name: 'Save update' }).click();
      await visible(page, updateMessages.imageRequired);
      await d.getByLabel('Image URL').fill(`${app.baseUrl}/social-card.png`);
    });
    await add('commit', async (d) => {
      await d.getByLabel('Title').fill('Commit update from the browser');
      await d.getByLabel('Commit hash').fill('abc1234');
    });
    await add('release', async (d) => {
      await d.getByLabel('Title').fill('Release update from the browser');
      await d.getByLabel('Content').fill('Version notes.');
    });
    for (const title of ['Text', 'Image', 'Commit', 'Release'])
      await expect
        .poll(() => card(page, `${title} update from the browser`).count(), { timeout: 15_000 })
        .toBe(1);

    const text = card(page, 'Text update from the browser');
    await text.getByRole('button', { name: 'Edit update' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit update' });
    await edit.getByLabel('Title').fill('Text update, edited');
    await edit.getByRole('button', { name: 'Save update' }).click();
    await expect.poll(() => card(page, 'Text update, edited').count(), { timeout: 15_000 }).toBe(1);

    await card(page, 'Commit update from the browser').getByRole('button', { name: 'Delete update' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this update?' })
      .getByRole('button', { name: 'Delete update' })
      .click();
    await expect
      .poll(() => card(page, 'Commit update from the browser').count(), { timeout: 15_000 })
      .toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  it('validates the update modal with the contract messages', async () => {
    const { page, close } = await open('desktop', ownerState);
    await page.goto(`/projects/${project.id}`);
    await page.getByRole('button', { name: 'Add Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add update' });
    await dialog.getByRole('button', { name: 'Save update' }).click();
    await visible(page, updateMessages.titleRequired);
    await visible(page, updateMessages.contentRequired);
    await expectAccessible(page);
    // The dialog is fixed to the viewport: a viewport shot shows it as the owner does.
    await page.screenshot({ path: `${screenshotDir}/project-update-modal-desktop.png` });
    await dialog.getByLabel('Type').selectOption('commit');
    await dialog.getByRole('button', { name: 'Save update' }).click();
    await visible(page, updateMessages.commitRequired);
    await close();
  });

  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    it(`offers the owner to open the update a typed commit already has, or add another, at ${viewport} width`, async () => {
      const { page, problems, close } = await open(viewport, ownerState);
      await page.goto(`/projects/${project.id}`);
      await page.getByRole('button', { name: 'Add Update' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add update' });
      await dialog.getByLabel('Type').selectOption('commit');
      await dialog.getByLabel('Title').fill('Cold start, again');
      // "Faster cold start" announced 9f2c1e7b4a; an abbreviated sha names the same commit.
      await dialog.getByLabel('Commit hash').fill('9F2C1E7');
      await dialog.getByRole('button', { name: 'Save update' }).click();
      const offer = dialog.getByRole('status').filter({ hasText: 'This commit already has an update' });
      await offer.waitFor({ timeout: 15_000 });
      expect(await offer.textContent()).toContain('“Faster cold start”');
      expect(
        await offer.getByRole('link', { name: 'Open the existing update' }).getAttribute('href'),
      ).toMatch(/\/updates\/[\w-]+$/);
      // Published and mailed: never written again, so no Replace.
      expect(await offer.getByRole('button', { name: 'Replace it' }).count()).toBe(0);
      await offer.getByRole('button', { name: 'Add another' }).scrollIntoViewIfNeeded();
      await expectAccessible(page);
      // The dialog is fixed to the viewport: a viewport shot shows it as the owner does.
      await page.screenshot({ path: `${screenshotDir}/project-update-exists-${viewport}.png` });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await card(page, 'Cold start, again').count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    });
  }

  it("shows 'Project Not Found' for an unknown id", async () => {
    for (const viewport of Object.keys(viewports) as ViewportName[]) {
      const { page, close } = await open(viewport);
      await page.goto('/projects/no-such-project');
      await expect
        .poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 })
        .toBe('Project Not Found');
      await expectAccessible(page);
      await shot(page, `project-not-found-${viewport}`);
      await close();
    }
  });

  it('arrives server-rendered to a visitor: the first page of updates in the HTML, hydrated in place, readable without JavaScript', async () => {
    const owner = await browser.newContext({ baseURL: app.baseUrl, storageState: ownerState });
    const created = await json<Project>(
      await owner.request.post('/api/projects', {
        data: { repository_name: 'lena/longlog', name: 'Longlog', is_private: false },
      }),
    );
    // Two pages and two more: 2 + UPDATES_PAGE_SIZE * 2 weeks, week 1 the oldest.
    const weeks = UPDATES_PAGE_SIZE * 2 + 2;
    const posted: Update[] = [];
    for (let i = 1; i <= weeks; i++)
      posted[i] = await json<Update>(
        await owner.request.post(`/api/projects/${created.id}/updates`, {
          data: {
            type: 'text',
            title: `Longlog week ${i}`,
            content: `Shipped **${i}** things.\n\n\`\`\`ts\nconst week = ${i};\n\`\`\``,
            published_at: new Date(Date.UTC(2025, 0, i, 9)).toISOString(),
          },
        }),
      );
    const comment = await owner.request.post(`/api/updates/${posted[5]!.id}/comments`, {
      data: { content: 'Week 5 was a good one.' },
    });
    expect(comment.ok()).toBe(true);
    await owner.close();

    // The server's answer holds the page: the newest update, the first page only, highlighted code.
    const html = await (await fetch(`${app.baseUrl}/projects/${created.id}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    const oldestShown = weeks - UPDATES_PAGE_SIZE + 1;
    expect(root).toContain(`Longlog week ${weeks}<`);
    expect(root).toContain(`Longlog week ${oldestShown}<`);
    expect(root).not.toContain(`Longlog week ${oldestShown - 1}<`);
    expect(root.match(/<article/g)).toHaveLength(UPDATES_PAGE_SIZE);
    expect(root).toContain('hljs-keyword');
    expect(root).toMatch(/<a[^>]*href="\?before=[^"]+"[^>]*rel="next"|rel="next"[^>]*href="\?before=/);
    expect(root).toContain('Older updates');
    // The project's own footer comes with it (the app hydrates the same), not the product's.
    expect(root).toMatch(/<footer[^>]*>[\s\S]*Longlog[\s\S]*Made with Shiplog[\s\S]*<\/footer>/);
    expect(root).not.toContain('All rights reserved');

    for (const timezoneId of ['UTC', 'Pacific/Kiritimati']) {
      const { page, problems, close } = await openPage(browser, 'mobile', {
        baseURL: app.baseUrl,
        timezoneId,
      });
      const errors: string[] = [];
      const reads: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      page.on(
        'request',
        (req) => /\/api\/(auth\/session|projects\/)/.test(req.url()) && reads.push(req.url()),
      );
      const failed: string[] = [];
      page.on('requestfailed', (req) => failed.push(`${req.url()} ${req.failure()?.errorText}`));
      // Where each press and click landed, and whether the app took it (a failure says).
      await page.addInitScript(() => {
        const pressed: string[] = [];
        Object.assign(window, { pressed });
        for (const type of ['mousedown', 'mouseup', 'click'])
          window.addEventListener(type, (event) => {
            const target = event.target instanceof Element ? event.target : null;
            const name = target ? `${target.tagName}(${target.textContent?.slice(0, 24)})` : 'none';
            pressed.push(`${type} ${name}${event.defaultPrevented ? ' taken' : ''}`);
          });
      });
      await page.goto(`/projects/${created.id}`, { waitUntil: 'networkidle' });
      // Hydrated: the link to the older page now reads 'Load more' and loads it in place (its
      // answer is the page's first to parse: zod and the updates schemas load then, so it may
      // take longer than the other waits when this file runs first, beside the unit suite's start).
      // Taken from the keyboard, which reaches the link wherever the layout puts it: in one loaded
      // run a click loaded nothing (no request, no navigation, no error); `pressed` would say why.
      const more = page.getByRole('link', { name: 'Load more' });
      await more.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('article').count(), { timeout: 30_000 })
        .toBe(UPDATES_PAGE_SIZE * 2)
        .catch(async (failure: Error) => {
          const pressed = await page.evaluate(() => (window as unknown as { pressed: string[] }).pressed);
          const seen = [
            `at ${page.url()}`,
            `pressed: ${pressed.join(' | ')}`,
            `page errors: ${problems.join(' | ')}`,
            `console errors: ${errors.join(' | ')}`,
            `failed: ${failed.join(' | ')}`,
          ];
          throw new Error(`${timezoneId}: ${failure.message}; ${seen.join('; ')}; reads: ${reads.join(' ')}`);
        });
      expect(errors, timezoneId).toEqual([]);
      expect(problems, timezoneId).toEqual([]);
      // Only the older page was asked for: the page came with the project, its first page and no session.
      expect(reads.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
        expect.stringMatching(
          new RegExp(`^/api/projects/${created.id}/updates\\?limit=${UPDATES_PAGE_SIZE}&before=`),
        ),
      ]);
      await close();
    }

    const noScript = await browser.newContext({ baseURL: app.baseUrl, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto(`/projects/${created.id}`);
    expect(await page.locator('article').count()).toBe(UPDATES_PAGE_SIZE);
    expect(await page.locator('h1').textContent()).toBe('Longlog');
    expect(await page.getByRole('link', { name: 'Older updates' }).getAttribute('href')).toMatch(
      /^\?before=/,
    );
    // Followed without JavaScript, it leads to the older page, which the server draws too.
    // The document is what the server drew; its pictures need not have loaded for that.
    await Promise.all([
      page.waitForURL(/\?before=/, { waitUntil: 'domcontentloaded' }),
      page.getByRole('link', { name: 'Older updates' }).click(),
    ]);
    const olderPage = new URL(page.url());
    expect(await page.locator('article h3').first().textContent()).toBe(`Longlog week ${oldestShown - 1}`);
    expect(await page.locator('article').count()).toBe(UPDATES_PAGE_SIZE);
    // With JavaScript, that page hydrates from what it came with: no console error, no read of it again.
    const older = await openPage(browser, 'mobile', { baseURL: app.baseUrl });
    const olderErrors: string[] = [];
    const olderReads: string[] = [];
    older.page.on('console', (msg) => msg.type() === 'error' && olderErrors.push(msg.text()));
    older.page.on('request', (req) => req.url().includes('/api/projects/') && olderReads.push(req.url()));
    await older.page.goto(olderPage.pathname + olderPage.search, { waitUntil: 'networkidle' });
    await expect.poll(() => older.page.getByRole('link', { name: 'Load more' }).count()).toBe(1);
    expect(await older.page.locator('article h3').first().textContent()).toBe(
      `Longlog week ${oldestShown - 1}`,
    );
    expect(olderErrors).toEqual([]);
    expect(older.problems).toEqual([]);
    expect(olderReads).toEqual([]);
    await older.close();

    // An update's own page too: the update, the newer and older ones, in the server's answer.
    const all = (await (await fetch(`${app.baseUrl}/api/projects/${created.id}/updates`)).json()) as Update[];
    const week5 = all.find((update) => update.title === 'Longlog week 5');
    await page.goto(`/projects/${created.id}/updates/${week5!.id}`);
    expect(await page.locator('article h3').first().textContent()).toBe('Longlog week 5');
    // Its comments are open, and in the HTML.
    expect(await page.getByText('Week 5 was a good one.').count()).toBe(1);
    const around = page.getByRole('navigation', { name: 'More updates' });
    expect(await around.getByRole('link').allTextContents()).toEqual([
      expect.stringContaining('Longlog week 6'),
      expect.stringContaining('Longlog week 4'),
    ]);
    // It lists the route's chunks, which the app requests a few per task; without the list the
    // route's lazy import asked for all of them in one long task while the page hydrated.
    const chunks = await page.locator('meta[name="shiplog:preload"]').getAttribute('content');
    expect(chunks).toMatch(/\/assets\/project-route-[\w-]+\.js/);
    await noScript.close();
    const { page: reader, problems, close } = await openPage(browser, 'desktop', { baseURL: app.baseUrl });
    const errors: string[] = [];
    reader.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    const scripts: string[] = [];
    reader.on(
      'request',
      (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname),
    );
    const viewCounted = reader.waitForResponse((res) =>
      res.url().endsWith(`/api/updates/${week5!.id}/views`),
    );
    await reader.goto(`/projects/${created.id}/updates/${week5!.id}`, { waitUntil: 'networkidle' });
    expect((await viewCounted).ok()).toBe(true);
    // Reading, comments and the counted view came with the page or need no schema: no zod yet.
    expect(await reader.getByRole('list', { name: 'Comment list' }).textContent()).toContain(
      'Week 5 was a good one.',
    );
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((path) => /\/assets\/(zod|contract-updates)-/.test(path))).toEqual([]);
    await expectAccessible(reader);
    await screenshot(reader, 'update-page-desktop');
    await reader.getByRole('link', { name: /Older update/ }).click();
    await expect.poll(() => reader.locator('article h3').first().textContent()).toBe('Longlog week 4');
    expect(errors).toEqual([]);
    expect(problems).toEqual([]);
    await close();

    const phone = await openPage(browser, 'mobile', { baseURL: app.baseUrl });
    await phone.page.goto(`/projects/${created.id}/updates/${week5!.id}`, { waitUntil: 'networkidle' });
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'update-page-mobile');
    expect(phone.problems).toEqual([]);
    await phone.close();
  });

  it('renders hostile Markdown inert in the server HTML and in the browser: no script, handler or dangerous link', async () => {
    const owner = await browser.newContext({ baseURL: app.baseUrl, storageState: ownerState });
    const hostile = [
      '<script>window.__pwned = "script"</script>',
      '<img src=x onerror="window.__pwned = \'img\'">',
      '<svg onload="window.__pwned = \'svg\'"><script>window.__pwned = "svg-script"</script></svg>',
      "[js](javascript:window.__pwned='link') [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      '<a href="jav&#x61;script:window.__pwned=1">entity</a> <iframe src="https://evil.example"></iframe>',
      '<div style="background:url(javascript:alert(1))" onclick="window.__pwned=\'click\'">styled</div>',
      '<details open ontoggle="window.__pwned=\'toggle\'"><summary>x</summary></details>',
      '</script><script>window.__pwned = "break-out"</script>',
    ].join('\n\n');
    const created = await json<Project>(
      await owner.request.post('/api/projects', {
        data: { repository_name: 'lena/hostile', name: 'Hostile </script> Name', is_private: false },
      }),
    );
    await json(
      await owner.request.put(`/api/projects/${created.id}`, { data: { long_description: hostile } }),
    );
    const update = await json<Update>(
      await owner.request.post(`/api/projects/${created.id}/updates`, {
        data: { type: 'text', title: '<img src=x onerror=alert(1)> title', content: hostile },
      }),
    );
    await owner.close();

    for (const path of [`/projects/${created.id}`, `/projects/${created.id}/updates/${update.id}`]) {
      const html = await (await fetch(`${app.baseUrl}${path}`)).text();
      const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));
      const dataAt = root.indexOf('<script type="application/json" id="shiplog-initial-answers">');
      const markup = root.slice(0, dataAt);
      const data = root
        .slice(dataAt)
        .replace(/^<script[^>]*>/, '')
        .replace(/<\/script>\s*$/, '');
      // The content is there, rendered; nothing of the corpus is active markup.
      expect(markup, path).toContain('entity');
      expect(markup, path).not.toMatch(/<script|<iframe|<object|<embed/i);
      expect(markup, path).not.toMatch(/<[a-z][^<>]*\son[a-z]+\s*=/i);
      expect(markup, path).not.toMatch(
        /<[a-z][^<>]*\s(?:href|src|action|style)\s*=\s*"[^"]*(?:javascript|data|vbscript):/i,
      );
      // The answers are JSON in a data block that cannot be ended early.
      expect(dataAt, path).toBeGreaterThan(0);
      expect(data, path).not.toContain('<');
      expect(() => JSON.parse(data) as unknown, path).not.toThrow();

      const { page, problems, close } = await openPage(browser, 'desktop', { baseURL: app.baseUrl });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), path).toBeUndefined();
      expect(dialogs, path).toEqual([]);
      expect(problems, path).toEqual([]);
      await close();
    }
  });

  describe("a project's own site: its header, its short address, and sign-in that comes back", () => {
    let lamp: Project;
    let update: Update;

    beforeAll(async () => {
      const owner = await browser.newContext({ baseURL: app.baseUrl, storageState: ownerState });
      const created = await json<Project>(
        await owner.request.post('/api/projects', {
          data: { repository_name: 'lena/lamp', name: 'Lamp', is_private: false },
        }),
      );
      lamp = await json<Project>(
        await owner.request.put(`/api/projects/${created.id}`, {
          data: {
            slug: 'lamp',
            description: 'A reading lamp that follows the sun.',
            website_url: 'https://lamp.example.com',
            twitter_handle: 'lampapp',
          },
        }),
      );
      update = await json<Update>(
        await owner.request.post(`/api/projects/${lamp.id}/updates`, {
          data: { type: 'text', title: 'Dimmer shipped 🛠️', content: 'Turn it down at night.' },
        }),
      );
      await owner.close();
    });

    /** The project's header with the X link this project has, and its own footer. */
    async function expectProjectHeader(page: Page) {
      await expectProjectSiteHeader(page, lamp);
      expect(await page.getByRole('banner').getByRole('link', { name: '@lampapp on X' }).count()).toBe(1);
      // Its footer too: the project's name and links and the credit, none of the product's columns.
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Lamp', exact: true }).getAttribute('href')).toBe(
        '/p/lamp',
      );
      expect(await footer.getByRole('link', { name: 'Website lamp.example.com' }).count()).toBe(1);
      expect(await footer.getByRole('link', { name: 'Made with Shiplog' }).getAttribute('href')).toBe(
        '/shiplog',
      );
      expect(await page.getByRole('link', { name: 'Docs' }).count()).toBe(0);
      expect(await page.getByText('All rights reserved').count()).toBe(0);
    }

    for (const viewport of Object.keys(viewports) as ViewportName[]) {
      for (const who of ['visitor', 'reader'] as const) {
        it(`shows the ${who} the project's header on its page and an update's page at ${viewport} width`, async () => {
          const { page, problems, close } = await open(viewport, who === 'reader' ? readerState : undefined);
          await page.goto('/p/lamp');
          await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('Lamp');
          await expectProjectHeader(page);
          const account = page.getByRole('banner').getByRole('button', { name: /Account menu/ });
          if (who === 'reader') await expect.poll(() => account.isVisible(), { timeout: 15_000 }).toBe(true);
          else expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
          await expectAccessible(page);
          await shot(page, `project-site-${who}-${viewport}`);
          await page.goto(`/p/lamp/updates/${update.id}`);
          await visible(page, 'Turn it down at night.');
          await expectProjectHeader(page);
          await expectAccessible(page);
          await shot(page, `project-site-update-${who}-${viewport}`);
          expect(problems).toEqual([]);
          await close();
        });
      }
    }

    it('serves the short address as the canonical one; the UUID address moves there', async () => {
      const { page, close } = await open('desktop');
      await page.goto(`/projects/${lamp.id}/updates/${update.id}`);
      expect(new URL(page.url()).pathname).toBe(`/p/lamp/updates/${update.id}`);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toBe(`${app.baseUrl}/p/lamp/updates/${update.id}`);
      // Copy link copies the short address.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/p/lamp');
      await card(page, 'Dimmer shipped 🛠️').getByRole('button', { name: 'Copy link' }).click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(`${app.baseUrl}/p/lamp/updates/${update.id}`);
      await close();
    });

    it('brings a new reader who registers by email back to the update once the mailed link is confirmed', async () => {
      const { page, problems, close } = await open('mobile');
      const path = `/p/lamp/updates/${update.id}`;
      const email = 'nadia@browser.test';
      await page.goto(path);
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/register');
      await page.getByRole('button', { name: 'Register with Email' }).click();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await visible(page, 'Check your inbox');
      const mail = await sink.waitForMail(email, 20_000);
      const link = mail.text.match(/http\S+\/auth\/callback\?\S+/)![0];
      expect(new URL(link).searchParams.get('next')).toBe(path);
      await page.goto(link);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
      const like = card(page, 'Dimmer shipped 🛠️').getByRole('button', { name: /^Like/ });
      await expect.poll(() => like.isEnabled(), { timeout: 15_000 }).toBe(true);
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      expect(problems).toEqual([]);
      await close();
    });

    it('brings a reader who signs in to like back to the update, not to a dashboard', async () => {
      const { page, problems, close } = await open('mobile');
      const path = `/p/lamp/updates/${update.id}`;
      await page.goto(path);
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
      await page.getByRole('button', { name: 'Sign in with Email' }).click();
      await page.getByLabel('Email').fill(READER);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
      const like = card(page, 'Dimmer shipped 🛠️').getByRole('button', { name: /^Like/ });
      await expect.poll(() => like.isEnabled(), { timeout: 15_000 }).toBe(true);
      await like.click();
      await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
      expect(problems).toEqual([]);
      await close();
    });
  });
});
