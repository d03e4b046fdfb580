import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blueskyLength,
  githubMessages,
  mastodonLength,
  mastodonPost,
  postMessages,
  type DashboardCommit,
  type Post,
  type Project,
} from '@shiplog/contract';
import {
  commitHistory,
  startMastodonServer,
  type FakeGithub,
  type MastodonFake,
  type SmtpSink,
} from '@shiplog/fakes';
import type { AppProcess } from '../support/app-process';
import { startGithubStack, stopGithubStack } from '../support/github-stack';
import {
  expectAccessible,
  screenshot,
  screenshotDir,
  viewports,
  type ViewportName,
} from '../support/browser';

const LOGIN = 'juno-ships';
const EMAIL = 'juno@browser.test';
const PASSWORD = 'a long browser password';

/** Real-world commit messages, oldest first, per repository. */
const history = {
  lighthouse: [
    'chore: initial commit',
    'feat(map): show every harbour on a vector map\n\nTiles come from the self-hosted tile server.',
    'fix: typo in the README',
    'feat(alerts)!: push storm warnings to subscribed boats\n\nBREAKING CHANGE: the /alerts endpoint now needs a token.',
    'perf: cache tide tables for 24 hours',
  ],
  ferry: ['Initial import', 'Add timetable export to iCal', 'Fix crash when a route has no stops'],
} as const;

/** Records what the page asks window.open to open instead of leaving the sandbox for x.com. */
const recordWindowOpen = () => {
  const opened: Array<{ url: string; target?: string; features?: string }> = [];
  Object.assign(window, { __opened: opened });
  window.open = (url?: string | URL, target?: string, features?: string) => {
    opened.push({ url: String(url), target, features });
    return null;
  };
};

describe('the dashboard in the browser', () => {
  let sink: SmtpSink;
  let github: FakeGithub;
  let app: AppProcess;
  let browser: Browser;
  let storage: Awaited<ReturnType<BrowserContext['storageState']>>;
  let lighthouse: Project;
  /** The owner's Mastodon server, on loopback (so the operator allows private addresses here). */
  let mastodon: MastodonFake;

  beforeAll(async () => {
    mastodon = await startMastodonServer({ maxCharacters: 500 });
    ({ sink, github, app, browser } = await startGithubStack({ OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: 'true' }));
    github.addUser({ login: LOGIN, name: 'Juno Park' });
    const start = Date.UTC(2025, 5, 2, 8);
    let hour = 0;
    for (const [name, messages] of Object.entries(history)) {
      github.addRepo(LOGIN, { name, description: `The ${name} app`, language: 'TypeScript', private: false });
      for (const message of messages) {
        github.addCommit(`${LOGIN}/${name}`, {
          message,
          author: { name: 'Juno Park', email: EMAIL, login: LOGIN },
          date: new Date(start + (hour += 5) * 3600_000).toISOString(),
        });
      }
    }
    github.signInAs(LOGIN);
  });
  afterAll(async () => {
    await stopGithubStack({ sink, github, app, browser });
    await mastodon?.close();
  });

  async function open(viewport: ViewportName, state = storage) {
    const context = await browser.newContext({
      viewport: viewports[viewport],
      baseURL: app.baseUrl,
      storageState: state,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await context.addInitScript(recordWindowOpen);
    const page = await context.newPage();
    // Every console error and every request to the API that fails, for tests that allow none.
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
    page.on('response', (res) => {
      if (res.url().includes('/api/') && res.status() >= 400) errors.push(`${res.status()} ${res.url()}`);
    });
    return { context, page, errors, close: () => context.close() };
  }

  async function json<T>(response: APIResponse): Promise<T> {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  /** Full-page shots from the top, so the fixed header is where a visitor sees it. */
  async function shot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  const visible = (page: Page, text: string) =>
    expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
  const opened = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __opened: Array<{ url: string; features?: string }> }).__opened,
    );
  /** Share on Mastodon with the owner's server named: its limit read, the post fitted, the share link shown. */
  async function shareOnMastodon(page: Page, card: ReturnType<Page['getByRole']>) {
    await card.getByRole('button', { name: 'Share on Mastodon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share on Mastodon' });
    await dialog.getByLabel('Your Mastodon server').fill(mastodon.url);
    await dialog.getByRole('button', { name: 'Use' }).click();
    const host = new URL(mastodon.url).host;
    await visible(page, `${host} allows 500 characters.`);
    const href = await dialog.getByRole('link', { name: `Open on ${host}` }).getAttribute('href');
    expect(href!.startsWith(`${mastodon.url}/share?text=`)).toBe(true);
    await expectAccessible(page);
  }

  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
  const commitRow = (page: Page, subject: string) =>
    page.getByRole('article', { name: subject, exact: true });
  /** A post's card, named by its repository and short sha. */
  const postCard = (page: Page, post: Post) =>
    page.getByRole('article', { name: `${post.repo_name} ${post.commit_sha!.slice(0, 7)}` });

  it('walks from the empty states through connecting GitHub to commits', async () => {
    const { context, page, errors } = await open('desktop', undefined);
    const commitRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/commits/fetch')) commitRequests.push(request.url());
    });
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register with Email' }).click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    const mail = await sink.waitForMail(EMAIL, 20_000);
    await page.goto(mail.text.match(/http:\/\/localhost:\d+\/auth\/callback\?code=[\w%-]+/)![0]);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    // Not connected yet: the session says so, and the tab asks for GitHub without asking the server.
    await visible(page, 'Logged in as');
    await visible(page, githubMessages.connectPrompt);
    await page.getByRole('button', { name: 'Refresh commits' }).click();
    expect(commitRequests).toEqual([]);
    await expectAccessible(page);
    await shot(page, 'dashboard-not-connected-desktop');

    await page.getByRole('tab', { name: 'Posts' }).click();
    await visible(page, postMessages.noPosts);
    await expectAccessible(page);
    await shot(page, 'dashboard-no-posts-desktop');

    await page.getByRole('button', { name: 'Go to Commits' }).click();
    expect(commitRequests).toEqual([]);
    expect(errors, 'console errors and failed API requests before connecting').toEqual([]);
    await page.getByRole('button', { name: 'Connect GitHub' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard' && !url.search.includes('connected'), {
      timeout: 20_000,
    });
    await visible(page, 'GitHub connected');
    // Fetched again after connecting: no projects, so no commits.
    await visible(page, postMessages.noCommits);
    await expectAccessible(page);
    await shot(page, 'dashboard-no-commits-desktop');

    await page.getByRole('link', { name: 'Set Up a Project' }).click();
    await page.waitForURL((url) => url.pathname === '/projects');
    for (const name of ['ferry', 'lighthouse']) {
      const created = await json<Project>(
        await context.request.post('/api/projects', {
          data: {
            repository_name: `${LOGIN}/${name}`,
            name,
            description: `The ${name} app`,
            is_private: false,
          },
        }),
      );
      if (name === 'lighthouse') lighthouse = created;
    }
    // New projects hold generated updates for review; this owner lets lighthouse's publish at once.
    await json(
      await context.request.put(`/api/projects/${lighthouse.id}/review-rule`, {
        data: { review_rule: 'minor' },
      }),
    );

    await page.goto('/dashboard');
    await visible(page, '8 commits from 2 repositories');
    const breaking = commitRow(page, 'feat(alerts)!: push storm warnings to subscribed boats');
    await breaking.getByRole('button', { name: 'Show full message' }).click();
    await visible(page, 'BREAKING CHANGE: the /alerts endpoint now needs a token.');
    await expectAccessible(page);
    await shot(page, 'dashboard-commits-desktop');
    storage = await context.storageState();
    await context.close();
  });

  it('generates posts with the built-in writer, edits, shares three ways and deletes', async () => {
    const { page, close } = await open('desktop');
    await page.goto('/dashboard');
    const row = commitRow(page, 'feat(map): show every harbour on a vector map');
    await row.getByRole('button', { name: 'Generate Post' }).click();
    await visible(page, postMessages.generated);
    // A typo fix is not worth sharing: the writer says why and offers to write it anyway.
    await commitRow(page, 'fix: typo in the README').getByRole('button', { name: 'Generate Post' }).click();
    await visible(page, postMessages.notWorthSharing);
    await shot(page, 'dashboard-not-worth-sharing-desktop');
    await page.getByRole('button', { name: postMessages.writeAnyway }).click();
    await expect.poll(() => page.getByText(postMessages.generated).count(), { timeout: 15_000 }).toBe(2);

    await page.getByRole('tab', { name: 'Posts' }).click();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(2);
    const commits = await json<DashboardCommit[]>(await page.request.post('/api/commits/fetch'));
    const commitId = (subject: string) => commits.find((c) => c.message.startsWith(subject))!.id;
    const posts = await json<Post[]>(await page.request.get('/api/posts'));
    const map = posts.find((p) => p.commit_id === commitId('feat(map)'))!;
    const typo = posts.find((p) => p.commit_id === commitId('fix: typo'))!;
    expect(map.repo_name).toBe(`${LOGIN}/lighthouse`);
    expect(map.writer).toBe('builtin');
    expect(typo.content).not.toBe('');
    const card = postCard(page, map);
    await expect.poll(() => card.getByText('Written by the built-in writer').isVisible()).toBe(true);
    await expectAccessible(page);
    await shot(page, 'dashboard-posts-desktop');

    // Edit, with X's counter: past 280 (a link counts 23) the post becomes a thread, counted by its longest part.
    await card.getByRole('button', { name: 'Edit' }).click();
    const text = card.getByRole('textbox', { name: 'Post text' });
    await text.fill(`${'Harbours everywhere. '.repeat(13)}https://example.com/${'long-path/'.repeat(20)}`);
    await visible(page, 'X thread of 2 parts, the longest 276/280 characters');
    await expectAccessible(page);
    await shot(page, 'dashboard-post-editing-desktop');
    // Longer than X allows: a thread to copy part by part.
    await card.getByRole('button', { name: 'X thread (2 parts)' }).click();
    const thread = page.getByRole('dialog', { name: 'X thread' });
    await expect.poll(() => thread.getByRole('listitem').count(), { timeout: 15_000 }).toBe(2);
    await thread.getByRole('button', { name: 'Copy part 2' }).click();
    await visible(page, 'Part 2 of 2 copied.');
    expect(await clipboard(page)).toMatch(/^2\/2 /);
    await expectAccessible(page);
    // A dialog: the viewport as the owner sees it (a full-page capture draws the overlay short).
    await page.screenshot({ path: `${screenshotDir}/dashboard-x-thread-desktop.png` });
    await thread.getByRole('button', { name: 'Close' }).click();
    const final = 'Every harbour now shows on a vector map, from our own tile server. #buildinpublic';
    await text.fill(final);
    await card.getByRole('button', { name: 'Save' }).click();
    await visible(page, 'Post saved');
    const saved = await json<Post[]>(await page.request.get('/api/posts'));
    expect(saved.find((p) => p.id === map.id)!.content).toBe(final);

    await card.getByRole('button', { name: 'Share on Twitter' }).click();
    await card.getByRole('button', { name: 'Share on LinkedIn' }).click();
    await visible(page, 'Post copied to clipboard. Paste it into your LinkedIn post.');
    expect(await clipboard(page)).toBe(final);
    const [x, linkedIn] = await opened(page);
    expect(x).toEqual({
      url: `https://twitter.com/intent/tweet?text=${encodeURIComponent(final)}`,
      target: '_blank',
      features: 'noopener,noreferrer',
    });
    expect(new URL(linkedIn!.url).searchParams.get('url')).toBe(`${app.baseUrl}/projects/${lighthouse.id}`);
    expect(linkedIn!.url.startsWith('https://www.linkedin.com/sharing/share-offsite/?url=')).toBe(true);

    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await card.getByRole('button', { name: 'Copy for Discord' }).click();
    await visible(page, postMessages.copiedForDiscord);
    expect(await clipboard(page)).toBe(final);
    await expectAccessible(page);
    await shot(page, 'dashboard-shared-desktop');

    await card.getByRole('button', { name: 'Share on Bluesky' }).click();
    await expect.poll(async () => (await opened(page)).length).toBe(3);
    expect((await opened(page))[2]!.url).toBe(
      `https://bsky.app/intent/compose?text=${encodeURIComponent(final)}`,
    );
    await shareOnMastodon(page, card);
    // A dialog: the viewport as the owner sees it (a full-page capture draws the overlay short).
    await page.screenshot({ path: `${screenshotDir}/dashboard-mastodon-desktop.png` });
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    await postCard(page, typo).getByRole('button', { name: 'Delete' }).click();
    await visible(page, 'Delete this post?');
    await expectAccessible(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Delete post' }).click();
    await visible(page, 'Post deleted');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await close();
  });

  it('looks right on a phone, with the banner when GitHub fails', async () => {
    const { page, close } = await open('mobile');
    await page.goto('/dashboard');
    await visible(page, '8 commits from 2 repositories');
    await expectAccessible(page);
    await shot(page, 'dashboard-commits-mobile');

    for (const name of Object.keys(history)) {
      github.failNext(`/repos/${LOGIN}/${name}/commits`, { status: 500, times: 1 });
    }
    await page.getByRole('button', { name: 'Refresh commits' }).click();
    await visible(page, postMessages.fetchCommitsFailed);
    await expectAccessible(page);
    await shot(page, 'dashboard-commits-error-mobile');

    await page.getByRole('tab', { name: 'Posts' }).click();
    await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(1);
    await expectAccessible(page);
    await shot(page, 'dashboard-posts-mobile');
    await shareOnMastodon(page, page.getByRole('article').first());
    // A dialog: the viewport as the owner sees it (a full-page capture draws the overlay short).
    await page.screenshot({ path: `${screenshotDir}/dashboard-mastodon-mobile.png` });
    await close();
  });

  /** A post of the run's own, written from one of the stored commits. */
  async function postFrom(page: Page, subject: string): Promise<Post> {
    const commits = await json<DashboardCommit[]>(await page.request.post('/api/commits/fetch'));
    const commit = commits.find((c) => c.message.startsWith(subject))!;
    const written = await json<{ post: Post }>(
      await page.request.post('/api/posts/generate', { data: { commit_id: commit.id, force: true } }),
    );
    return written.post;
  }
  /** A settings section as the owner sees it, the fixed header out of the way. */
  const sectionShot = (section: ReturnType<Page['getByRole']>, name: string) =>
    section.screenshot({
      path: `${screenshotDir}/${name}.png`,
      style: 'header.fixed { visibility: hidden !important; }',
    });
  const ownCommit = { desktop: 'perf: cache tide tables', mobile: 'Add timetable export to iCal' } as const;

  for (const viewport of ['desktop', 'mobile'] as const)
    it(`shows settings' Bluesky and Mastodon while the accounts load and when they fail to (${viewport})`, async () => {
      const { page, close } = await open(viewport);
      // The list held, then refused, then let through on Try again.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/social/accounts', async (route) => {
        await held;
        await route.fulfill({
          status: 500,
          json: { error: { code: 'INTERNAL', message: 'Internal server error' } },
        });
      });
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Bluesky and Mastodon' });
      const loading = section.getByRole('status', { name: 'Loading your Bluesky and Mastodon accounts' });
      await expect.poll(() => loading.isVisible(), { timeout: 15_000 }).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await sectionShot(section, `settings-social-accounts-loading-${viewport}`);
      release();
      const retry = section.getByRole('button', { name: 'Try again' });
      await expect.poll(() => retry.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await section.getByRole('alert').innerText()).not.toContain('Internal');
      await expectAccessible(page);
      await sectionShot(section, `settings-social-accounts-error-${viewport}`);
      await page.unroute('**/api/social/accounts');
      await retry.click();
      const form = section.getByRole('form', { name: 'Connect Bluesky' });
      await expect.poll(() => form.isVisible(), { timeout: 15_000 }).toBe(true);
      await close();
    });

  for (const viewport of ['desktop', 'mobile'] as const)
    it(`connects Mastodon in settings, posts a post there once confirmed, and disconnects (${viewport})`, async () => {
      const { page, close } = await open(viewport);
      // Each run on its own: no account connected, and a post of its own to send.
      expect((await page.request.delete('/api/social/accounts/mastodon')).status()).toBe(204);
      const post = await postFrom(page, ownCommit[viewport]);
      const host = new URL(mastodon.url).host;

      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Bluesky and Mastodon' });
      const form = section.getByRole('form', { name: 'Connect Mastodon' });
      await form.getByLabel('Server').fill(mastodon.url);
      await form.getByLabel('Access token').fill('mastodon-test-token');
      await form.getByRole('button', { name: 'Connect Mastodon' }).click();
      await visible(page, `Connected on ${host}`);
      await section.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await sectionShot(section, `settings-social-accounts-${viewport}`);

      await page.goto('/dashboard?tab=posts');
      const card = postCard(page, post);
      const before = mastodon.statuses.length;
      // Asked first, with the exact text: the post fitted to the server's limit as the server fits it.
      await card.getByRole('button', { name: 'Post on Mastodon' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post on Mastodon?' });
      await visible(page, `${host} allows 500 characters.`);
      const shown = await dialog.locator('p.whitespace-pre-wrap').innerText();
      expect(shown).toBe(mastodonPost(post.content, 500));
      expect(mastodon.statuses).toHaveLength(before);
      await expectAccessible(page);
      await page.screenshot({ path: `${screenshotDir}/dashboard-publish-confirm-${viewport}.png` });
      await dialog.getByRole('button', { name: 'Post', exact: true }).click();
      await visible(page, 'Posted on Mastodon.');
      expect(mastodon.statuses).toHaveLength(before + 1);
      expect(mastodon.statuses.at(-1)!.status).toBe(shown);

      // Disconnected: the connect form in its place takes the focus.
      await page.goto('/settings');
      await section.getByRole('button', { name: 'Disconnect Mastodon' }).click();
      await visible(page, 'Mastodon disconnected.');
      await expect
        .poll(() => form.getByLabel('Server').evaluate((field) => field === document.activeElement))
        .toBe(true);
      await close();
    });

  it('turns a commit into a published update from My Projects: generate, regenerate, publish', async () => {
    const { page, close } = await open('desktop');
    const generated: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/ai/generate-post')) generated.push(request.method());
    });
    await page.goto(`/projects?project=${lighthouse.id}`);
    await page.getByRole('button', { name: /perf: cache tide tables/ }).click();
    await page.getByRole('button', { name: 'Generate Post' }).click();
    const draft = page.getByRole('textbox', { name: 'Post' });
    await expect.poll(() => draft.inputValue(), { timeout: 15_000 }).not.toBe('');
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(() => generated.length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => draft.isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await draft.inputValue()).not.toBe('');
    // The update writer writes the update (not the social post): what the project's page shows.
    const answer = page.waitForResponse((r) => r.url().endsWith('/updates/generate'));
    await page.getByRole('button', { name: 'Publish update' }).click();
    const update = (await (await answer).json()) as { title: string };
    await visible(page, 'Update published');
    await close();

    // Anyone can read it on the public project page.
    const { page: visitor, close: leave } = await open('desktop', { cookies: [], origins: [] });
    await visitor.goto(`/projects/${lighthouse.id}`);
    await visible(visitor, 'perf: cache tide tables for 24 hours');
    await visible(visitor, update.title);
    await screenshot(visitor, 'project-page-one-source-desktop');
    await leave();
  });

  /** A month of work in a third repository: its older commits are past the newest ten. */
  const repo = `${LOGIN}/timetable`;
  const older = 'feat(export): export a timetable as an iCal file';
  let timetableMade: Promise<Project> | undefined;
  /** The repository and its project, made by whichever run needs them first. */
  const makeTimetable = () =>
    (timetableMade ??= (async () => {
      github.addRepo(LOGIN, { name: 'timetable', description: 'Ferry timetables', private: false });
      const author = { name: 'Juno Park', email: EMAIL, login: LOGIN };
      for (const commit of commitHistory({ author, newest: new Date(Date.UTC(2025, 8, 30, 17)) }))
        github.addCommit(repo, commit);
      const setup = await open('desktop');
      const project = await json<Project>(
        await setup.context.request.post('/api/projects', {
          data: { repository_name: repo, name: 'timetable', description: 'Timetables', is_private: false },
        }),
      );
      await setup.close();
      return project;
    })());

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`finds last month's commit by search and by Load more in the Dashboard, My Projects and settings (${viewport})`, async () => {
      // Each run sets up what it reads (the first one makes it).
      const timetable = await makeTimetable();
      const oldSha = github.repo(repo)!.commits[5]!.sha;
      const { page, errors, close } = await open(viewport);
      // Dashboard: 18 newest (8 + 10), then search by message; Load more reaches older ones.
      await page.goto('/dashboard');
      if (viewport === 'desktop') {
        // The first view: what was fetched so far (10 of the new repository); then stored, it stays in view.
        await visible(page, '18 commits from 3 repositories');
        await expect.poll(() => commitRow(page, older).count()).toBe(0);
      }
      await page.getByRole('searchbox', { name: 'Search commits' }).fill('ical');
      await page.keyboard.press('Enter');
      await expect.poll(() => commitRow(page, older).isVisible(), { timeout: 15_000 }).toBe(true);
      await visible(page, 'Text search looks through the newest 300 commits');
      await expectAccessible(page);
      await shot(page, `commits-search-dashboard-${viewport}`);
      await page.getByRole('button', { name: 'Clear', exact: true }).click();
      // The commit found is stored now and stays in view; an older one comes with Load more.
      await expect.poll(() => commitRow(page, older).isVisible(), { timeout: 15_000 }).toBe(true);
      if (viewport === 'desktop') {
        const bump = 'chore(deps): bump vite to 6.2';
        await page.getByRole('button', { name: 'Load more' }).click();
        expect(await commitRow(page, bump).count()).toBe(0);
        await page.getByRole('button', { name: 'Load more' }).click();
        await expect.poll(() => commitRow(page, bump).isVisible(), { timeout: 15_000 }).toBe(true);
      }

      // My Projects: Load more, then a search by sha.
      await page.goto(`/projects?project=${timetable.id}`);
      const list = page.getByRole('list', { name: `Commits of ${repo}` });
      await expect.poll(() => list.getByRole('button').count(), { timeout: 15_000 }).toBe(10);
      await page.getByRole('button', { name: 'Load more' }).click();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect
        .poll(() => list.getByRole('button', { name: /export a timetable as an iCal/ }).isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      await page.getByRole('searchbox', { name: 'Search commits' }).fill(oldSha.slice(0, 7));
      await page.keyboard.press('Enter');
      await expect.poll(() => list.getByRole('button').count(), { timeout: 15_000 }).toBe(1);
      await list.getByRole('button', { name: /export a timetable as an iCal/ }).click();
      await expectAccessible(page);
      await shot(page, `commits-search-my-projects-${viewport}`);

      // Settings: a date range and a text search, in the commit picker of GitHub Integration.
      await page.goto(`/projects/${timetable.id}/settings`);
      const form = page.getByRole('form', { name: 'Generate an update from a commit' });
      await expect.poll(() => form.getByRole('radio').count(), { timeout: 15_000 }).toBe(10);
      await form.getByLabel('To', { exact: true }).fill('2025-09-08');
      await form.getByRole('searchbox', { name: 'Search commits' }).fill('nothing like this');
      await form.getByRole('searchbox', { name: 'Search commits' }).press('Enter');
      await visible(page, 'No commits match “nothing like this” until');
      await form.getByRole('button', { name: 'Clear search' }).click();
      await expect.poll(() => form.getByRole('radio').count(), { timeout: 15_000 }).toBe(10);
      // Until 8 September: the first seven commits, two of them about the export.
      await form.getByLabel('To', { exact: true }).fill('2025-09-08');
      await form.getByRole('searchbox', { name: 'Search commits' }).fill('export');
      await form.getByRole('searchbox', { name: 'Search commits' }).press('Enter');
      await expect.poll(() => form.getByRole('radio').count(), { timeout: 15_000 }).toBe(2);
      await form.getByRole('radio', { name: /export a timetable as an iCal/ }).check();
      await expectAccessible(page);
      // The page is long: the picker's form is what this shot is about.
      await form.screenshot({ path: `${screenshotDir}/commits-search-settings-${viewport}.png` });
      expect(errors, `console errors and failed API requests (${viewport})`).toEqual([]);
      await close();
      // Three screens, each searched and paged, on two cores shared with the app.
    }, 120_000);
  }

  it('writes posts for Bluesky and Mastodon from the composer, each within its limit', async () => {
    const { page, close } = await open('desktop');
    await page.goto('/dashboard');
    const writeFor = page.getByLabel('Write for');
    for (const [target, label] of [
      ['bluesky', 'Bluesky (300 characters)'],
      ['mastodon', 'Mastodon (500 characters)'],
    ] as const) {
      await writeFor.selectOption({ label });
      const row = commitRow(page, 'feat(alerts)!: push storm warnings to subscribed boats');
      await row.getByRole('button', { name: 'Generate Post' }).click();
      await expect
        .poll(
          async () =>
            (await json<Post[]>(await page.request.get('/api/posts'))).some((p) => p.target === target),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
    }
    const posts = await json<Post[]>(await page.request.get('/api/posts'));
    const bluesky = posts.find((p) => p.target === 'bluesky')!;
    const forMastodon = posts.find((p) => p.target === 'mastodon')!;
    expect(blueskyLength(bluesky.content)).toBeLessThanOrEqual(300);
    expect(mastodonLength(forMastodon.content)).toBeLessThanOrEqual(500);
    expect(forMastodon.content).not.toContain('**');

    // Opened afresh: the toasts of the two generations are gone from the shot.
    await page.goto('/dashboard?tab=posts');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByText('For Bluesky', { exact: true }) })
      .first();
    await expect.poll(() => card.isVisible(), { timeout: 15_000 }).toBe(true);
    await expectAccessible(page);
    await card.screenshot({ path: `${screenshotDir}/dashboard-bluesky-post-desktop.png` });
    await close();

    const phone = await open('mobile');
    await phone.page.goto('/dashboard?tab=posts');
    const onPhone = phone.page
      .getByRole('article')
      .filter({ has: phone.page.getByText('For Mastodon', { exact: true }) })
      .first();
    await expect.poll(() => onPhone.isVisible(), { timeout: 15_000 }).toBe(true);
    await onPhone.screenshot({ path: `${screenshotDir}/dashboard-mastodon-post-mobile.png` });
    await phone.close();
  });
});
