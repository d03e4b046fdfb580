import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubMessages, projectMessages } from '@shiplog/contract';
import type { FakeGithub, SmtpSink } from '@shiplog/fakes';
import type { AppProcess } from '../support/app-process';
import { startGithubStack, stopGithubStack } from '../support/github-stack';
import {
  expectAccessible,
  expectVisible,
  generatePostAsDraft,
  screenshot,
  viewports,
  type ViewportName,
} from '../support/browser';

const LOGIN = 'mara-builds';
const EMAIL = 'mara@browser.test';
const PASSWORD = 'a long browser password';

/** name, description, language, stars; the last one is private. */
const repos = (
  [
    ['driftwood', 'A calm, keyboard-first markdown editor for long-form writing', 'TypeScript', 2140],
    ['tidepool', 'Self-hosted analytics that respects your visitors', 'Go', 318],
    ['lantern-cli', 'Scaffold, lint and ship static sites from one command', 'Rust', 57],
    ['notes-private', 'Personal scratchpad', null, 0],
  ] as const
).map(([name, description, language, stargazers_count], i) => ({
  name,
  description,
  language,
  stargazers_count,
  private: i === 3,
}));

const messages = [
  'Add offline mode with a service worker cache',
  'Fix cursor jumping when pasting rich text into a code block inside a list item',
  'Speed up initial load by lazy-loading the spellchecker',
  'Add export to PDF with page breaks and a table of contents',
  'Support vim keybindings behind a setting',
  'Refactor the document store around a single reducer',
  'Show word count and reading time in the status bar',
  'Fix dark mode contrast in the sidebar',
  'Add autosave every 5 seconds with a visible indicator',
  'Bump dependencies and drop Node 18',
  'Initial commit',
  'Set up the editor shell',
];

describe('My Projects in the browser', () => {
  let sink: SmtpSink;
  let github: FakeGithub;
  let app: AppProcess;
  let browser: Browser;
  let storage: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    ({ sink, github, app, browser } = await startGithubStack());
    github.addUser({ login: LOGIN, name: 'Mara Quinn' });
    for (const repo of repos) github.addRepo(LOGIN, repo);
    const start = Date.UTC(2025, 4, 1, 9);
    [...messages].reverse().forEach((message, i) =>
      github.addCommit(`${LOGIN}/driftwood`, {
        message: `${message}\n\nDetails in the pull request.`,
        author: { name: 'Mara Quinn', email: 'mara@browser.test', login: i % 3 === 0 ? null : LOGIN },
        date: new Date(start + i * 7 * 3600_000).toISOString(),
      }),
    );
    github.signInAs(LOGIN);
  });
  afterAll(() => stopGithubStack({ sink, github, app, browser }));

  async function open(viewport: ViewportName) {
    const context = await browser.newContext({
      viewport: viewports[viewport],
      baseURL: app.baseUrl,
      storageState: storage,
    });
    const page = await context.newPage();
    return { page, close: () => context.close() };
  }

  /** Full-page shots from the top, so the fixed header is where a visitor sees it. */
  async function shot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }

  const visible = expectVisible;

  /**
   * The commit that already has its update, generated again: a post, a regenerated post (its
   * earlier wording kept and shown), then the offer to open, replace or add another update.
   */
  async function offerTheExistingUpdate(page: Page) {
    await page.getByRole('button', { name: /Add export to PDF/ }).click();
    await page.getByRole('button', { name: /Fix cursor jumping/ }).click();
    await page.getByRole('button', { name: 'Generate Post' }).click();
    const post = page.getByRole('textbox', { name: 'Post' });
    await expect.poll(() => post.inputValue(), { timeout: 15_000 }).toMatch(/\S/);
    const first = await post.inputValue();
    // The commit's post was written before: Generate Post wrote it again, the first wording kept.
    const earlier = page.getByText(/^Earlier versions \(\d+\)$/);
    const count = async () => Number((await earlier.textContent())?.match(/\d+/)?.[0] ?? 0);
    await expect.poll(() => earlier.isVisible(), { timeout: 15_000 }).toBe(true);
    const before = await count();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(count, { timeout: 15_000 }).toBe(before + 1);
    await earlier.click();
    expect(
      (await page.getByRole('listitem').filter({ hasText: 'Use this version' }).allInnerTexts()).join('\n'),
    ).toContain(first.split('\n')[0]);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await visible(page, 'This commit already has an update');
    for (const name of ['Replace it', 'Add another'])
      await expect.poll(() => page.getByRole('button', { name }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('link', { name: 'Open the existing update' }).isVisible())
      .toBe(true);
    await expectAccessible(page);
  }

  it('starts empty, connects GitHub from the dashboard, adds a project and turns a commit into an update', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop, baseURL: app.baseUrl });
    const page = await context.newPage();
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register with Email' }).click();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    const mail = await sink.waitForMail(EMAIL, 20_000);
    await page.goto(mail.text.match(/http:\/\/localhost:\d+\/auth\/callback\?code=[\w%-]+/)![0]);
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });

    await page.goto('/projects');
    await visible(page, projectMessages.noProjects);
    await expectAccessible(page);
    await shot(page, 'my-projects-empty-desktop');

    // No GitHub connection yet: the dialog asks for one instead of listing nothing.
    await page.getByRole('button', { name: projectMessages.addFirst }).click();
    await visible(page, githubMessages.connectProjectsPrompt);
    await expectAccessible(page);
    await shot(page, 'my-projects-add-not-connected-desktop');
    await page.getByRole('dialog').getByRole('button', { name: 'Connect GitHub' }).click();
    await page.waitForURL((url) => url.pathname === '/projects' && !url.search.includes('connected'), {
      timeout: 20_000,
    });
    await visible(page, 'GitHub connected');

    await page.getByRole('button', { name: 'Add New Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Project' });
    await expect.poll(() => dialog.getByRole('radio').count(), { timeout: 15_000 }).toBe(repos.length);
    await dialog.getByRole('radio', { name: `${LOGIN}/driftwood` }).check();
    await dialog.getByLabel('Description').fill('A calm markdown editor, built in public');
    await expectAccessible(page);
    await shot(page, 'my-projects-add-desktop');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(false);
    await visible(page, 'Recent Commits');
    await expect
      .poll(
        () => page.getByRole('region', { name: 'driftwood' }).getByRole('list').getByRole('button').count(),
        { timeout: 15_000 },
      )
      .toBe(10);

    await page.getByRole('button', { name: /Fix cursor jumping/ }).click();
    // A new project holds generated updates for review: the button says so, and the update waits in Drafts.
    await generatePostAsDraft(page);
    await expectAccessible(page);
    await shot(page, 'my-projects-desktop');

    // The same commit again: Regenerate keeps the earlier wording, and the update is not written twice.
    await offerTheExistingUpdate(page);
    await shot(page, 'my-projects-update-exists-desktop');
    storage = await context.storageState();
    await context.close();
  }, 180_000);

  it('looks right on a phone, with the commits banner when GitHub fails', async () => {
    const { page, close } = await open('mobile');
    await page.goto('/projects');
    await page.getByRole('button', { name: /^driftwood/ }).click();
    await visible(page, 'Recent Commits');
    await page.getByRole('button', { name: /Add export to PDF/ }).click();
    await visible(page, 'Generate Build Update');
    await expectAccessible(page);
    await shot(page, 'my-projects-mobile');

    await offerTheExistingUpdate(page);
    await shot(page, 'my-projects-update-exists-mobile');

    github.failNext(`/repos/${LOGIN}/driftwood/commits`, { status: 500, times: 3 });
    await page.getByRole('button', { name: 'Refresh commits' }).click();
    await visible(page, projectMessages.fetchCommitsFailed);
    await expectAccessible(page);
    await shot(page, 'my-projects-commits-error-mobile');

    await page.getByRole('button', { name: 'Add New Project' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('radio').count(), { timeout: 15_000 })
      .toBe(repos.length);
    await shot(page, 'my-projects-add-mobile');
    await close();
  }, 120_000);

  it('deletes a project after asking', async () => {
    const { page, close } = await open('desktop');
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Delete driftwood' }).click();
    await visible(page, 'Delete driftwood?');
    await expectAccessible(page);
    await shot(page, 'my-projects-delete-desktop');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete project' }).click();
    await visible(page, projectMessages.noProjects);
    await close();
  });
});
