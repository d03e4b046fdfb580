import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { signUp } from '../support/accounts';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  screenshot,
  viewports,
  type ViewportName,
} from '../support/browser';

const widths = Object.keys(viewports) as ViewportName[];

/**
 * The owner's tools in the browser: personal API tokens in /settings, a project's voice in its
 * settings, and scheduling a post from the dashboard.
 */
describe("an owner's tokens, voice and scheduled posts", () => {
  let sink: SmtpSink;
  let app: AppProcess;
  let browser: Browser;
  let owner: BrowserContext;
  let projectId: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({ SMTP_URL: sink.url });
    browser = await launchBrowser();
    owner = await browser.newContext({ viewport: viewports.desktop, baseURL: app.baseUrl });
    await signUp(owner.request, sink, 'tools@browser.test');
    const project = await owner.request.post('/api/projects', {
      data: { repository_name: 'ada/lumen', is_private: false, confirm_duplicate: true },
      headers: { origin: app.baseUrl },
    });
    expect(project.status(), await project.text()).toBe(201);
    projectId = ((await project.json()) as { id: string }).id;
    // One post for each width to schedule, each of its own commit (one commit has one post per network).
    for (const [commit, sha] of [
      ['feat(editor): add a markdown preview', 'abcdef1234567'],
      ['fix(feed): keep the order of pinned updates', 'abcdef7654321'],
    ]) {
      const post = await owner.request.post('/api/ai/generate-post', {
        data: { project_id: projectId, commit_message: commit, commit_sha: sha },
        headers: { origin: app.baseUrl },
      });
      expect(post.status(), await post.text()).toBe(201);
    }
  }, 120_000);
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await app?.stop();
    await sink?.close();
  });

  async function open(viewport: ViewportName, path: string) {
    const opened = await openPage(browser, viewport, {
      baseURL: app.baseUrl,
      storageState: await owner.storageState(),
    });
    await opened.page.goto(path);
    return opened;
  }
  const region = (page: Page, name: string) => page.getByRole('region', { name });

  for (const viewport of widths) {
    it(`creates a personal API token, shows it once and revokes it at ${viewport} width`, async () => {
      const { page, problems, close } = await open(viewport, '/settings');
      try {
        const tokens = region(page, 'API tokens');
        await tokens.getByRole('textbox', { name: 'Name' }).waitFor({ timeout: 15_000 });
        await tokens.scrollIntoViewIfNeeded();
        await screenshot(page, `api-tokens-empty-${viewport}`);
        await tokens.getByRole('textbox', { name: 'Name' }).fill(`CI ${viewport}`);
        await tokens.getByText('Read and write', { exact: true }).click();
        await tokens.getByRole('combobox', { name: 'Expires after' }).selectOption('1 year');
        await tokens.getByRole('button', { name: 'Create token' }).click();
        const value = tokens.getByRole('textbox', { name: 'New API token' });
        await value.waitFor();
        expect(await value.inputValue()).toMatch(/^shp_[A-Za-z0-9_-]{43}$/);
        // The token works on the API, as its owner, and only there.
        const whoami = await page.request.get('/api/whoami', {
          headers: { authorization: `Bearer ${await value.inputValue()}` },
        });
        expect(whoami.status()).toBe(200);
        await expectAccessible(page);
        await screenshot(page, `api-tokens-reveal-${viewport}`);
        // How to install the command line from this very server, which serves it.
        const origin = new URL(page.url()).origin;
        const cli = tokens.getByRole('group', { name: 'The shiplog command line' });
        await cli.scrollIntoViewIfNeeded();
        expect(await cli.locator('pre').textContent()).toBe(
          `npm install -g ${origin}/cli/shiplog.tgz\nshiplog login --url ${origin}`,
        );
        const tarball = await page.request.get(`${origin}/cli/shiplog.tgz`);
        expect([tarball.status(), tarball.headers()['content-type']]).toEqual([200, 'application/gzip']);
        await screenshot(page, `api-tokens-cli-${viewport}`);
        await tokens.getByRole('button', { name: `Revoke CI ${viewport}` }).click();
        const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
        await dialog.first().waitFor();
        await screenshot(page, `api-tokens-revoke-${viewport}`);
        await dialog
          .first()
          .getByRole('button', { name: /Revoke/ })
          .click();
        await expect
          .poll(
            async () => (await tokens.getByRole('button', { name: `Revoke CI ${viewport}` }).count()) === 0,
          )
          .toBe(true);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`saves a project's voice and names a bad hashtag at ${viewport} width`, async () => {
      const { page, problems, close } = await open(viewport, `/projects/${projectId}/settings`);
      try {
        const voice = region(page, 'Voice');
        await voice.getByRole('combobox', { name: 'Default tone' }).waitFor({ timeout: 15_000 });
        await voice.scrollIntoViewIfNeeded();
        await screenshot(page, `voice-defaults-${viewport}`);
        await voice.getByLabel('Hashtags').fill('buildinpublic, 1bad');
        await voice.getByRole('button', { name: 'Save voice' }).click();
        await voice.locator('[aria-invalid="true"]').first().waitFor();
        await screenshot(page, `voice-invalid-${viewport}`);
        await voice.getByLabel('Hashtags').fill('buildinpublic, #oss');
        await voice.getByLabel('Sign-off').fill('— Ada');
        await voice.getByRole('button', { name: 'Add example post' }).click();
        await voice.getByRole('textbox', { name: 'Example 1' }).fill('🚀 Dark mode is here. Try it tonight.');
        await voice.getByRole('button', { name: 'Save voice' }).click();
        await voice.getByText('Voice settings saved.').waitFor();
        await expectAccessible(page);
        await screenshot(page, `voice-saved-${viewport}`);
        const saved = await page.request.get(`/api/projects/${projectId}/voice`);
        expect(await saved.json()).toMatchObject({ hashtags: ['#buildinpublic', '#oss'], sign_off: '— Ada' });
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });

    it(`schedules a post for later from the dashboard at ${viewport} width`, async () => {
      const { page, problems, close } = await open(viewport, '/dashboard?tab=posts');
      try {
        const schedule = page.getByRole('button', { name: 'Schedule', exact: true }).first();
        await schedule.waitFor({ timeout: 15_000 });
        await schedule.click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
        await dialog.getByLabel('Date', { exact: true }).fill(tomorrow);
        await dialog.getByLabel('Time', { exact: true }).fill('09:30');
        await dialog.getByLabel('Time zone').selectOption('Europe/Berlin');
        await expectAccessible(page);
        await screenshot(page, `post-schedule-dialog-${viewport}`);
        await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
        await page
          .getByText(/^Scheduled for .*9:30 AM \(Europe\/Berlin\)/)
          .first()
          .waitFor();
        await screenshot(page, `post-scheduled-${viewport}`);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
