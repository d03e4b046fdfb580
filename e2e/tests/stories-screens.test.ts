import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubMessages, projectMessages, xLength } from '@shiplog/contract';
import type { FakeGithub, SmtpSink } from '@shiplog/fakes';
import type { AppProcess } from '../support/app-process';
import { startGithubStack, stopGithubStack } from '../support/github-stack';
import { expectAccessible, screenshot, screenshotDir, viewports } from '../support/browser';
import { signUp } from '../support/accounts';

const LOGIN = 'tess-ships';
const EMAIL = 'tess@stories.test';
const REPO = `${LOGIN}/weekly`;

describe('a story from several commits in the browser', () => {
  let sink: SmtpSink;
  let github: FakeGithub;
  let app: AppProcess;
  let browser: Browser;
  let storage: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    ({ sink, github, app, browser } = await startGithubStack());
    github.addUser({ login: LOGIN, name: 'Tess Park' });
    github.addUser({ login: 'grace', name: 'Grace Hopper' });
    github.addRepo(LOGIN, { name: 'weekly', description: 'A tiny notes app' });
    const at = (day: number) => new Date(Date.UTC(2025, 5, 2 + day, 10)).toISOString();
    const by = (login: string, name: string) => ({ name, email: `${login}@stories.test`, login });
    github.addCommit(REPO, {
      message: 'Add dark mode (#12)\n\n* Follow the system colour scheme\n* Add a toggle in settings\n* wip',
      author: by('grace', 'Grace Hopper'),
      date: at(0),
      files: [{ filename: 'src/theme.ts', additions: 180, deletions: 12 }],
      pullRequest: { number: 12, title: 'Add dark mode', body: '- Follow the system colour scheme' },
    });
    github.addCommit(REPO, {
      message:
        'fix: keep the search filter after a reload\n\nCo-authored-by: Linus Torvalds <linus@example.com>',
      author: by(LOGIN, 'Tess Park'),
      date: at(1),
      files: [{ filename: 'src/search.ts', additions: 14, deletions: 3 }],
    });
    github.addCommit(REPO, {
      message: 'chore(deps): bump vite from 8.2.0 to 8.3.0',
      author: { name: 'dependabot[bot]', email: 'support@github.com', login: null },
      date: at(2),
      files: [{ filename: 'package-lock.json', additions: 30, deletions: 30 }],
    });
    github.addCommit(REPO, {
      message: 'refactor: rename the internal cache keys\n\nShiplog: skip',
      author: by(LOGIN, 'Tess Park'),
      date: at(3),
    });
    github.addCommit(REPO, {
      message: 'perf: open notes twice as fast',
      author: by(LOGIN, 'Tess Park'),
      date: at(4),
      files: [{ filename: 'src/notes.ts', additions: 60, deletions: 40 }],
    });
    github.signInAs(LOGIN);
  });
  afterAll(() => stopGithubStack({ sink, github, app, browser }));

  const visible = (page: Page, text: string | RegExp) =>
    expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);
  async function shot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  it('ticks the week’s commits, writes one story and shows where it came from and who made it', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: app.baseUrl });
    const page = await context.newPage();
    // Signed up through the API (the register screen has its own tests); GitHub connected on screen.
    await signUp(context.request, sink, EMAIL);
    await page.goto('/projects');
    await visible(page, projectMessages.noProjects);
    await page.getByRole('button', { name: projectMessages.addFirst }).click();
    await visible(page, githubMessages.connectProjectsPrompt);
    await page.getByRole('dialog').getByRole('button', { name: 'Connect GitHub' }).click();
    await page.waitForURL((url) => url.pathname === '/projects' && !url.search.includes('connected'), {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await dialog.getByRole('radio', { name: REPO }).check({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await visible(page, 'Story from several commits');

    const write = page.getByRole('button', { name: /^Write a story from|^Tick two or more/ });
    expect(await write.isDisabled()).toBe(true);
    const boxes = page.getByRole('checkbox', { name: /to the story$/ });
    await expect.poll(() => boxes.count(), { timeout: 15_000 }).toBe(5);
    for (let i = 0; i < 5; i++) await boxes.nth(i).check();
    await page.getByRole('button', { name: 'Write a story from 5 commits' }).click();
    const thread = page.getByRole('list', { name: 'X thread' });
    await expect.poll(() => thread.isVisible(), { timeout: 20_000 }).toBe(true);
    const parts = await thread.getByRole('listitem').allInnerTexts();
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.length).toBeLessThanOrEqual(4);
    parts.forEach((part, i) => {
      expect(part.startsWith(`${i + 1}/${parts.length} `)).toBe(true);
      expect(xLength(part.replace(/\n\d+\/280$/, ''))).toBeLessThanOrEqual(280);
    });
    const leftOut = await page.getByRole('list', { name: 'Left out' }).innerText();
    expect(leftOut).toMatch(/Shiplog: skip trailer/);
    expect(await boxes.nth(0).isChecked()).toBe(false);
    await expectAccessible(page);
    await shot(page, 'story-written-desktop');

    // On the story's post card, the same thread is offered part by part, as written.
    const written = parts.map((part) => part.replace(/\n\d+\/280$/, ''));
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
    await page.goto('/dashboard?tab=posts');
    const card = page.getByRole('article').filter({ hasText: written[0]!.split('\n')[0]!.slice(4) });
    // Read once the card is drawn (its thread offered): it says the post is that thread, no more.
    const threadButton = card.getByRole('button', { name: `X thread (${parts.length} parts)` });
    await expect.poll(() => threadButton.isVisible(), { timeout: 15_000 }).toBe(true);
    const note = card.getByText(/^Longer than one X post/);
    expect(await note.allInnerTexts()).toEqual([
      `Longer than one X post: on X it is a thread of ${parts.length} parts.`,
    ]);
    await threadButton.click();
    const threadDialog = page.getByRole('dialog', { name: 'X thread' });
    const shown = await threadDialog.getByRole('listitem').locator('p').allInnerTexts();
    expect(shown.map(flat)).toEqual(written.map(flat));
    await expectAccessible(page);
    await page.screenshot({ path: `${screenshotDir}/story-thread-card-desktop.png` });
    await page.setViewportSize(viewports.mobile);
    await page.screenshot({ path: `${screenshotDir}/story-thread-card-mobile.png` });
    await page.setViewportSize(viewports.desktop);
    await threadDialog.getByRole('button', { name: 'Close' }).click();

    // Published from Drafts, the story says on the project page what it was built from and who made it.
    await page.goto('/drafts');
    const publishNow = page.getByRole('button', { name: 'Publish now' });
    await publishNow.first().click({ timeout: 15_000 });
    await expect.poll(() => publishNow.count(), { timeout: 15_000 }).toBe(0);
    const projectId = await page.evaluate(async () => {
      const res = await fetch('/api/projects');
      return ((await res.json()) as { id: string }[])[0]!.id;
    });
    storage = await context.storageState();
    await context.close();

    const reader = await browser.newContext({ viewport: viewports.desktop, baseURL: app.baseUrl });
    const visitor = await reader.newPage();
    // The server-rendered HTML of the project page and of the update's own page says it too.
    const updates = await (await visitor.request.get(`/api/projects/${projectId}/updates`)).json();
    const updateId = (updates as { id: string }[])[0]!.id;
    for (const path of [`/projects/${projectId}`, `/projects/${projectId}/updates/${updateId}`]) {
      const html = await (await visitor.request.get(path)).text();
      expect(html, path).toContain('Built from 3 commits · 1 pull request');
      expect(html, path).toContain(`/${REPO}/pull/12`);
    }
    await visitor.goto(`/projects/${projectId}`);
    await visible(visitor, 'Built from 3 commits · 1 pull request');
    await visible(visitor, /Thanks to Grace Hopper/);
    // Its contributors, each linked to their GitHub profile; the dependabot bump credits no bot.
    const credits = visitor.getByRole('region', { name: 'Contributors' }).first();
    await expect
      .poll(() => credits.getByRole('link', { name: /Grace Hopper/ }).getAttribute('href'), {
        timeout: 15_000,
      })
      .toBe(`${github.webUrl}/grace`);
    expect(await credits.innerText()).toMatch(/First contribution/);
    expect(await credits.innerText()).toMatch(/Linus Torvalds/);
    expect(await credits.innerText()).not.toMatch(/dependabot/i);
    await expectAccessible(visitor);
    await shot(visitor, 'story-public-desktop');
    await visitor.setViewportSize(viewports.mobile);
    await shot(visitor, 'story-public-mobile');
    await reader.close();
  }, 180_000);

  it('looks right on a phone', async () => {
    const context = await browser.newContext({
      viewport: viewports.mobile,
      baseURL: app.baseUrl,
      storageState: storage,
    });
    const page = await context.newPage();
    await page.goto('/projects');
    await page.getByRole('button', { name: /^weekly/ }).click();
    await visible(page, 'Story from several commits');
    const boxes = page.getByRole('checkbox', { name: /to the story$/ });
    await expect.poll(() => boxes.count(), { timeout: 15_000 }).toBe(5);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await visible(page, 'Write a story from 2 commits');
    await page.getByText('Or a pull request, or some days').click();
    await visible(page, 'Merged pull request #');
    await expectAccessible(page);
    await shot(page, 'story-picked-mobile');
    await context.close();
  }, 120_000);
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`ticks commits on the Dashboard for one story (${viewport})`, async () => {
      const context = await browser.newContext({
        viewport: viewports[viewport],
        baseURL: app.baseUrl,
        storageState: storage,
      });
      const page = await context.newPage();
      await page.goto('/dashboard');
      const boxes = page.getByRole('checkbox', { name: /to the story$/ });
      await expect.poll(() => boxes.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await visible(page, 'Write a story from 2 commits');
      await expectAccessible(page);
      await shot(page, `dashboard-story-picked-${viewport}`);
      if (viewport === 'desktop') {
        await page.getByRole('button', { name: 'Write a story from 2 commits' }).click();
        const thread = page.getByRole('list', { name: 'X thread' });
        await expect.poll(() => thread.isVisible(), { timeout: 30_000 }).toBe(true);
        expect(await boxes.nth(0).isChecked()).toBe(false);
        await screenshot(page, 'dashboard-story-written-desktop');
      }
      await context.close();
    }, 120_000);
  }
});
