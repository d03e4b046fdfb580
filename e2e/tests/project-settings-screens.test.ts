import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PROJECTS_PAGE_SIZE, projectMessages, type Project } from '@shiplog/contract';
import { createGithubServer, type FakeGithub } from '@shiplog/fakes';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  screenshot,
  screenshotDir,
  viewports,
  type ViewportName,
} from '../support/browser';

const LOGIN = 'octo-shots';

/** Repositories of the signed-in GitHub user, and the projects made from them. */
const showcase = [
  {
    repo: { name: 'lumen', description: 'A tiny static site generator with live reload', stars: 1840 },
    extra: {
      tech_stack: ['TypeScript', 'Vite', 'Markdown'],
      website_url: 'https://lumen.example.dev',
      twitter_handle: 'lumen_ssg',
      long_description: '<h2>Why Lumen</h2><p>Static sites without the <strong>config maze</strong>.</p>',
    },
  },
  {
    repo: {
      name: 'harbor',
      description: 'Self-hosted container registry with a friendly web UI',
      stars: 532,
    },
    extra: { tech_stack: ['Go', 'PostgreSQL', 'React'] },
  },
  {
    repo: { name: 'pulse-kit', description: 'Uptime checks and status pages in one binary', stars: 97 },
    extra: { tech_stack: ['Rust', 'SQLite'] },
  },
  {
    repo: { name: 'quill-notes', description: 'Markdown notes that sync over git, offline first', stars: 12 },
    extra: { tech_stack: ['Svelte', 'Tauri'] },
  },
];

describe('project settings and public projects in the browser', () => {
  let github: FakeGithub;
  let app: AppProcess;
  let browser: Browser;
  let owner: BrowserContext;
  let ownerPage: Page;
  const ids: string[] = [];

  /** Calls the API from the signed-in page, as the app does (same origin, session cookie). */
  const call = (method: string, path: string, body?: unknown) =>
    ownerPage.evaluate(
      async ({ method, path, body }) => {
        const response = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as unknown };
      },
      { method, path, body },
    );

  async function createProject(repository: string, extra: Record<string, unknown>, isPrivate = false) {
    const created = await call('POST', '/api/projects', {
      repository_name: repository,
      is_private: isPrivate,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const project = created.body as Project;
    if (Object.keys(extra).length)
      expect((await call('PUT', `/api/projects/${project.id}`, extra)).status).toBe(200);
    // The public list shows projects once they have shipped: a public one publishes its first update.
    if (!isPrivate) {
      const update = { type: 'text', title: 'First release', content: 'Out now.' };
      expect((await call('POST', `/api/projects/${project.id}/updates`, update)).status).toBe(201);
    }
    return project;
  }

  const newPage = async (viewport: ViewportName, signedIn: boolean) => {
    const context = await browser.newContext({
      viewport: viewports[viewport],
      baseURL: app.baseUrl,
      storageState: signedIn ? await owner.storageState() : undefined,
    });
    return { page: await context.newPage(), close: () => context.close() };
  };

  beforeAll(async () => {
    github = await createGithubServer();
    app = await startApp({
      GITHUB_CLIENT_ID: github.app.clientId,
      GITHUB_CLIENT_SECRET: github.app.clientSecret,
      GITHUB_URL: github.webUrl,
      GITHUB_API_URL: github.apiUrl,
    });
    browser = await launchBrowser();
    github.addUser({ login: LOGIN, name: 'Octo Shots' });
    for (const { repo } of showcase) {
      github.addRepo(LOGIN, { name: repo.name, description: repo.description, stargazers_count: repo.stars });
    }
    github.addRepo(LOGIN, { name: 'secret-lab', description: 'Experiments kept out of the public list' });
    github.signInAs(LOGIN);
    owner = await browser.newContext({ viewport: viewports.desktop, baseURL: app.baseUrl });
    ownerPage = await owner.newPage();
    await ownerPage.goto('/login');
    await ownerPage
      .getByRole('button', { name: /GitHub/ })
      .first()
      .click();
    await ownerPage.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    for (const { repo, extra } of showcase)
      ids.push((await createProject(`${LOGIN}/${repo.name}`, extra)).id);
    await createProject(`${LOGIN}/secret-lab`, {}, true);
  });
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await app?.stop();
    await github?.close();
  });

  it('edits the general settings, checks the name and deletes with the typed name', async () => {
    const page = ownerPage;
    await page.goto(`/projects/${ids[0]}/settings`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('lumen');
    await expectAccessible(page);
    await screenshot(page, 'project-settings-desktop');

    // The section navigation: a link per section, its #id in the address, the focus on its heading.
    const nav = page.getByRole('navigation', { name: 'Settings sections' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'General',
      'Waitlist',
      'GitHub Integration',
      'Review',
      'Voice',
      'Custom Domain',
      "What's new widget",
      'Webhooks & channels',
      'Danger Zone',
    ]);
    await nav.getByRole('link', { name: 'Custom Domain' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).hash).toBe('#custom-domain');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Custom Domain');
    // Sticky: still on screen beside the section it led to.
    expect(await nav.isVisible()).toBe(true);
    expect((await nav.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.screenshot({ path: `${screenshotDir}/project-settings-nav-desktop.png` });
    await page.evaluate(() => window.scrollTo(0, 0));

    await page.getByLabel('Project name').fill('Lumen');
    await page.getByLabel('Tech stack').fill('Node.js,');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText(projectMessages.saved).isVisible()).toBe(true);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Lumen');
    const saved = (await call('GET', `/api/projects/${ids[0]}`)).body as Project;
    expect(saved.tech_stack).toEqual(['TypeScript', 'Vite', 'Markdown', 'Node.js']);
    await expect
      .poll(() => page.getByText(projectMessages.saved).isVisible(), { timeout: 6_000 })
      .toBe(false);

    await page.getByLabel('Project name').fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText(projectMessages.nameRequired).isVisible()).toBe(true);
    expect(await page.getByLabel('Project name').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByText('Unsaved changes in General.').isVisible()).toBe(true);
    await screenshot(page, 'project-settings-name-required-desktop');
    // Unsaved changes: leaving asks first.
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('beforeunload');
      void dialog.accept();
    });
    // Back to the top of the page (the address without #custom-domain), the delete dialog over it.
    await page.goto(`/projects/${ids[0]}/settings`);

    await page.getByRole('button', { name: 'Delete project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this project?' });
    await dialog.getByLabel('Type Lumen to confirm').fill('Lumen');
    await expectAccessible(page);
    // The dialog is fixed to the viewport: a full-page capture would smear the page behind it.
    await page.screenshot({ path: `${screenshotDir}/project-settings-delete-desktop.png` });
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await page.waitForURL((url) => url.pathname === '/projects', { timeout: 15_000 });
    expect((await call('GET', `/api/projects/${ids[0]}`)).status).toBe(404);
  });

  it('shows the settings on a phone, and refuses projects the user cannot edit', async () => {
    const { page, close } = await newPage('mobile', true);
    await page.goto(`/projects/${ids[1]}/settings`);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe('harbor');
    // On a phone the sections are a select, not a side list.
    expect(await page.getByRole('navigation', { name: 'Settings sections' }).isVisible()).toBe(false);
    await page.getByRole('combobox', { name: 'Go to section' }).selectOption('danger-zone');
    await expect.poll(() => new URL(page.url()).hash).toBe('#danger-zone');
    await expectAccessible(page);
    await page.screenshot({ path: `${screenshotDir}/project-settings-section-mobile.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'project-settings-mobile');
    await page.goto('/projects/no-such-project/settings');
    await expect.poll(() => page.getByText(projectMessages.loadForEditFailed).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'project-settings-denied-mobile');
    await close();
  });

  it('lists public projects at both widths, never the private one', async () => {
    // The server's HTML holds the list, in the order asked for, before any script runs.
    const html = await (await fetch(`${app.baseUrl}/projects/public?sort=updates`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    for (const name of ['harbor', 'pulse-kit', 'quill-notes']) expect(root).toContain(`>${name}<`);
    expect(root).not.toContain('secret-lab');
    expect(root).not.toContain('Loading projects');
    expect(root).toMatch(/aria-current="true"[^>]*>Most updates</);
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, close } = await newPage(viewport, false);
      await page.goto('/projects/public');
      await expect.poll(() => page.getByRole('article').count(), { timeout: 15_000 }).toBe(3);
      expect(await page.getByText('secret-lab').count()).toBe(0);
      await expectAccessible(page);
      await screenshot(page, `public-projects-${viewport}`);
      await page.getByRole('link', { name: 'Most updates' }).click();
      await page.waitForURL((url) => url.search === '?sort=updates');
      // The address changes first; the list and its sort links render the new sort in a transition.
      await expect
        .poll(() => page.getByRole('link', { name: 'Most updates' }).getAttribute('aria-current'))
        .toBe('true');
      await expect.poll(() => page.getByRole('article').count()).toBe(3);
      await close();
    }
  });

  it('loads the next page of public projects when the end of the list scrolls into view', async () => {
    for (let i = 0; i < PUBLIC_PROJECTS_PAGE_SIZE; i++) {
      github.addRepo(LOGIN, { name: `tool-${i}`, description: `Helper number ${i}` });
      await createProject(`${LOGIN}/tool-${i}`, {});
    }
    const { page, close } = await newPage('desktop', false);
    await page.goto('/projects/public');
    const cards = page.getByRole('article');
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(PUBLIC_PROJECTS_PAGE_SIZE);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(1);
    // Scrolled by the page, not by the button: the button goes as soon as the next page loads.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The earlier tests' public projects (how many depends on them) come on the second page.
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(PUBLIC_PROJECTS_PAGE_SIZE);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await close();
  });
});
