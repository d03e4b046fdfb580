import { get } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  domainMessages,
  webhookMessages,
  type AutoUpdateSettings,
  type CustomDomain,
  type Project,
  type Update,
} from '@shiplog/contract';
import {
  startFakeDnsServer,
  type FakeDnsServer,
  createGithubServer,
  type FakeGithub,
  startSmtpSink,
  type SmtpSink,
} from '@shiplog/fakes';
import { json, signUp } from '../support/accounts';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  screenshot,
  viewports,
  type ViewportName,
} from '../support/browser';

const LOGIN = 'vera-ships';
const EMAIL = 'vera@automation.test';
const REPO = `${LOGIN}/lantern`;
const DOMAIN = 'updates.lantern.dev';

/** GET / of the app as a browser on `host` asks for it (the Host header a custom domain brings). */
function pageOnHost(baseUrl: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}/`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

describe('GitHub Integration and Custom Domain in the browser', () => {
  let sink: SmtpSink;
  let github: FakeGithub;
  let dns: FakeDnsServer;
  let app: AppProcess;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  let project: Project;

  const settingsPath = () => `/projects/${project.id}/settings`;
  const region = (p: Page, name: string) => p.getByRole('region', { name });
  const visible = (p: Page, text: string, timeout = 15_000) =>
    expect.poll(() => p.getByText(text, { exact: true }).first().isVisible(), { timeout }).toBe(true);
  const api = <T>(path: string) => owner.request.get(path).then((r) => json<T>(r));

  beforeAll(async () => {
    sink = await startSmtpSink();
    github = await createGithubServer();
    dns = await startFakeDnsServer();
    app = await startApp({
      SMTP_URL: sink.url,
      GITHUB_CLIENT_ID: github.app.clientId,
      GITHUB_CLIENT_SECRET: github.app.clientSecret,
      GITHUB_URL: github.webUrl,
      GITHUB_API_URL: github.apiUrl,
      DNS_SERVERS: dns.address,
    });
    browser = await launchBrowser();
    github.addUser({ login: LOGIN, name: 'Vera Ships', email: EMAIL });
    github.addRepo(LOGIN, { name: 'lantern', description: 'A lamp for dark terminals' });
    const start = Date.UTC(2025, 4, 1, 9);
    [
      'chore: set up the project',
      'feat: add themes that follow the terminal colours, including the 256-colour palette',
      'fix: keep the cursor visible after resize',
    ].forEach((message, i) =>
      github.addCommit(REPO, {
        message,
        author: { name: 'Vera Ships', email: EMAIL, login: LOGIN },
        date: new Date(start + i * 3600_000).toISOString(),
      }),
    );
    github.signInAs(LOGIN);

    owner = await browser.newContext({ viewport: viewports.desktop, baseURL: app.baseUrl });
    await owner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.baseUrl });
    await signUp(owner.request, sink, EMAIL);
    project = await json<Project>(
      await owner.request.post('/api/projects', {
        data: { repository_name: REPO, name: 'Lantern', is_private: false },
      }),
    );
    // New projects hold generated updates for review; this owner lets them publish at once.
    await json(
      await owner.request.put(`/api/projects/${project.id}/review-rule`, {
        data: { review_rule: 'minor' },
      }),
    );
    page = await owner.newPage();
  });

  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await app?.stop();
    await dns?.close();
    await github?.close();
    await sink?.close();
  });

  async function shot(p: Page, name: string) {
    await p.evaluate(() => window.scrollTo(0, 0));
    await screenshot(p, `automation-${name}`);
  }

  async function openAt(viewport: ViewportName) {
    const context = await browser.newContext({
      viewport: viewports[viewport],
      baseURL: app.baseUrl,
      storageState: await owner.storageState(),
    });
    const p = await context.newPage();
    await p.goto(settingsPath());
    return { page: p, close: () => context.close() };
  }

  it('connects GitHub from the commit picker and sets the webhook up on the repository', async () => {
    await page.goto(settingsPath());
    const section = region(page, 'GitHub Integration');
    await section.getByRole('button', { name: 'Connect GitHub' }).first().click();
    await page.waitForURL((url) => url.pathname === settingsPath(), { timeout: 20_000 });
    await expect.poll(() => section.getByRole('radio').count(), { timeout: 15_000 }).toBe(3);

    await section.getByRole('button', { name: 'Set up webhook' }).click();
    await visible(page, `Webhook on ${REPO}`);
    const [hook] = github.hooks(REPO);
    expect(hook?.config.url).toBe(`${app.baseUrl}/api/webhooks/github`);
    expect([...(hook?.events ?? [])].sort()).toEqual(['pull_request', 'push', 'release']);
    // PUBLIC_URL is localhost here: the section says GitHub cannot reach it.
    await visible(page, webhookMessages.notReachable);
    await expectAccessible(page);
  });

  it('turns automatic updates on and saves them', async () => {
    const section = region(page, 'GitHub Integration');
    expect(await section.getByLabel('Tone').count()).toBe(0);
    await section.getByRole('switch', { name: 'Enable automatic updates' }).click();
    await section.getByLabel('Tone').selectOption('casual');
    await section.getByLabel('Minimum significance').selectOption('minor');
    await section.getByRole('checkbox', { name: 'Merged pull requests' }).uncheck();
    await section.getByRole('button', { name: 'Save auto-update settings' }).click();
    await visible(page, webhookMessages.settingsSaved);
    expect(await api<AutoUpdateSettings>(`/api/projects/${project.id}/auto-updates`)).toEqual({
      enabled: true,
      tone: 'casual',
      commit_types: ['push', 'release'],
      min_significance: 'minor',
      weekly_story: false,
    });
    await expectAccessible(page);
    await shot(page, 'github-desktop');
    await expect
      .poll(() => page.getByText(webhookMessages.settingsSaved).isVisible(), { timeout: 6_000 })
      .toBe(false);
  });

  it('generates an update from a picked commit with a custom title', async () => {
    const section = region(page, 'GitHub Integration');
    const long = section.getByRole('radio', { name: /feat: add themes that follow the terminal colours,…/ });
    await long.check();
    await section.getByLabel('Custom title (optional)').fill('Themes for every terminal');
    await section.getByRole('button', { name: 'Generate update' }).click();
    await visible(page, 'Update published', 30_000);
    const updates = await api<Update[]>(`/api/projects/${project.id}/updates`);
    expect(updates.map((u) => u.title)).toContain('Themes for every terminal');
    await section.getByRole('link', { name: 'View it on the project page' }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${project.id}`);
    await visible(page, 'Themes for every terminal');
    await page.goto(settingsPath());
  });

  it("turns a push into an automatic update, shown with its reason in the owner's view", async () => {
    const [delivery] = await github.push(REPO, [
      {
        message: 'feat: add a quiet mode that dims the lamp at night',
        author: { name: 'Vera Ships', email: EMAIL, login: LOGIN },
      },
    ]);
    expect(delivery?.status).toBe(202);
    let automatic: Update | undefined;
    await expect
      .poll(
        async () => {
          const updates = await api<Update[]>(`/api/projects/${project.id}/updates`);
          automatic = updates.find((u) => u.automation);
          return Boolean(automatic);
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    const { automation } = automatic!;
    await page.goto(`/projects/${project.id}`);
    await visible(page, `Automatic · ${automation!.significance}`);
    await visible(page, `Written automatically from a push: ${automation!.reason}`);
    await expectAccessible(page);
    await shot(page, 'automatic-update-desktop');
    await page.goto(settingsPath());
    await visible(page, 'Update created');
  });

  it('adds a domain, copies its records, verifies against DNS and removes it', async () => {
    const section = region(page, 'Custom Domain');
    await section.getByRole('button', { name: 'Add custom domain' }).click();
    await section.getByLabel('Domain').fill('not a domain');
    await section.getByRole('button', { name: 'Add domain' }).click();
    await visible(page, domainMessages.invalid(domainMessages.example));
    await section.getByLabel('Domain').fill(DOMAIN);
    await section.getByRole('button', { name: 'Add domain' }).click();
    await visible(page, 'Status: Pending');
    const domain = (await api<CustomDomain>(`/api/projects/${project.id}/domain`))!;
    const txt = domain.dns_records.find((r) => r.type === 'TXT')!;
    const cname = domain.dns_records.find((r) => r.type === 'CNAME')!;

    await section.getByRole('button', { name: 'Copy TXT content' }).click();
    await visible(page, domainMessages.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(txt.content);
    await expect
      .poll(() => page.getByText(domainMessages.copied).isVisible(), { timeout: 3_000 })
      .toBe(false);
    await section.getByRole('button', { name: 'Copy CNAME content' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cname.content);
    await visible(page, domainMessages.propagation);
    await expectAccessible(page);
    await shot(page, 'domain-pending-desktop');

    // Nothing in DNS yet: the check fails with its reason.
    await section.getByRole('button', { name: 'Verify' }).click();
    await visible(page, domainMessages.verifyFailed, 30_000);
    await visible(page, 'Status: Error');
    await expectAccessible(page);
    await shot(page, 'domain-error-desktop');

    dns.set(cname.name, { CNAME: cname.content });
    dns.set(txt.name, { TXT: [txt.content] });
    await section.getByRole('button', { name: 'Verify' }).click();
    await visible(page, 'Status: Active', 30_000);
    expect(await page.getByText(domainMessages.verifyFailed).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, 'domain-active-desktop');

    // The active domain serves the project's page rendered by the server, as PUBLIC_URL does.
    const onDomain = await pageOnHost(app.baseUrl, DOMAIN);
    const root = onDomain.slice(onDomain.indexOf('<div id="root">'));
    expect(root).toMatch(new RegExp(`<h1[^>]*>${project.name}</h1>`));
    expect(root).toContain('id="shiplog-initial-answers"');
    expect(onDomain).toContain(`<link rel="canonical" href="https://${DOMAIN}/"`);

    const phone = await openAt('mobile');
    await expect
      .poll(() => region(phone.page, 'Custom Domain').getByText('Status: Active').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    // On a phone each DNS value reads in full inside its cell, its Copy button on screen.
    const phoneSection = region(phone.page, 'Custom Domain');
    const cells = await phoneSection.locator('table code').evaluateAll((codes) =>
      codes.map((code) => ({
        text: code.textContent,
        clipped: code.scrollWidth > code.clientWidth,
        right: code.getBoundingClientRect().right,
      })),
    );
    expect(cells.map((c) => c.text)).toContain(txt.content);
    for (const cell of cells) expect(cell, cell.text ?? '').toMatchObject({ clipped: false });
    for (const cell of cells) expect(cell.right, cell.text ?? '').toBeLessThanOrEqual(viewports.mobile.width);
    for (const name of ['Copy TXT content', 'Copy CNAME content']) {
      const box = (await phoneSection.getByRole('button', { name }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(viewports.mobile.width);
    }
    await expectAccessible(phone.page);
    await shot(phone.page, 'settings-mobile');
    await phone.close();

    await section.getByRole('button', { name: 'Remove domain' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the custom domain?' });
    await dialog.getByRole('button', { name: 'Remove domain' }).click();
    await expect
      .poll(() => section.getByRole('button', { name: 'Add custom domain' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await api<CustomDomain | null>(`/api/projects/${project.id}/domain`)).toBeNull();
  }, 120_000);

  it('removes the webhook from GitHub after a confirm step', async () => {
    const section = region(page, 'GitHub Integration');
    await section.getByRole('button', { name: 'Remove webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove the webhook?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Remove webhook' }).click();
    await expect
      .poll(() => section.getByRole('button', { name: 'Set up webhook' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(github.hooks(REPO)).toHaveLength(0);
  });
});
