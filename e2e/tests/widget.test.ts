import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '@shiplog/contract';
import { startEmbeddingSite, startSmtpSink, type EmbeddingSite, type SmtpSink } from '@shiplog/fakes';
import { json, signUp } from '../support/accounts';
import { startApp, type AppProcess } from '../support/app-process';
import {
  expectAccessible,
  launchBrowser,
  screenshot,
  sectionScreenshot,
  viewports,
  type ViewportName,
} from '../support/browser';

/**
 * The What's new element on another site's page under a strict Content-Security-Policy (issue 35):
 * keyboard use, unread state across reloads, opening by itself for a major update only, and not a
 * single CSP violation or console error on the way.
 */
describe("the What's new widget on another site", () => {
  let sink: SmtpSink;
  let app: AppProcess;
  let browser: Browser;
  let owner: BrowserContext;
  let site: EmbeddingSite;
  let project: Project;

  const publish = async (title: string, extra: Record<string, unknown> = {}) =>
    json(
      await owner.request.post(`/api/projects/${project.id}/updates`, {
        data: { type: 'text', title, content: `${title}: what changed and why it matters.`, ...extra },
      }),
    );

  /** A visitor's page on the foreign site, recording every CSP violation, console error and data request. */
  async function visit(viewport: ViewportName = 'desktop', options: { colorScheme?: 'light' | 'dark' } = {}) {
    const context = await browser.newContext({ viewport: viewports[viewport], ...options });
    const page = await context.newPage();
    const problems: string[] = [];
    const dataRequests: string[] = [];
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning')
        problems.push(`console ${msg.type()}: ${msg.text()}`);
    });
    page.on('request', (req) => {
      if (req.url().includes('/widget') && !req.url().endsWith('/widget.js')) dataRequests.push(req.url());
    });
    await context.exposeBinding('reportViolation', (_source, text: string) => problems.push(`CSP: ${text}`));
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) =>
          void (window as unknown as { reportViolation(t: string): void }).reportViolation(
            `${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
          ),
      );
    });
    return { page, problems, dataRequests, close: () => context.close() };
  }

  const element = (page: Page) => page.locator('shiplog-whats-new');
  const bell = (page: Page) => element(page).locator('button.bell');
  const panel = (page: Page) => element(page).locator('section.panel');
  const load = async (page: Page, query = '') => {
    await page.goto(`${site.origin}/${query}`);
    await expect.poll(() => bell(page).count(), { timeout: 15_000 }).toBe(1);
    // The data has come (the list itself is drawn when the panel opens).
    await expect.poll(() => panel(page).getAttribute('data-state'), { timeout: 15_000 }).toBe('ready');
  };
  const bellName = (page: Page) => bell(page).getAttribute('aria-label');
  const panelShown = (page: Page) => panel(page).isVisible();

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await startApp({ SMTP_URL: sink.url });
    browser = await launchBrowser();
    owner = await browser.newContext({ viewport: viewports.desktop, baseURL: app.baseUrl });
    await signUp(owner.request, sink, 'widget-owner@example.com');
    project = await json<Project>(
      await owner.request.post('/api/projects', {
        data: { repository_name: 'acme/analytics', name: 'Acme Analytics', is_private: false },
      }),
    );
    await publish('Faster dashboards', { content: 'Charts load **twice as fast**.\n\nAnd they stay fast.' });
    await publish('v2.0: Teams', { type: 'release', content: 'Invite your team and share reports.' });
    await publish('A draft nobody sees', { status: 'draft' });
    site = await startEmbeddingSite(app.baseUrl, project.id);
  }, 120_000);
  afterAll(async () => {
    await owner?.close();
    await browser?.close();
    await site?.close();
    await app?.stop();
    await sink?.close();
  });

  it('works by keyboard, keeps unread state, opens by itself once for a major update only, under a strict CSP', async () => {
    const visitor = await visit();
    const { page } = visitor;
    try {
      await load(page);
      expect(await bellName(page)).toBe("What's new, 2 unread");
      expect(await element(page).locator('.badge').textContent()).toBe('2');
      // A first visit never opens the panel by itself.
      expect(await panelShown(page)).toBe(false);

      // Keyboard: Tab reaches the bell, Enter opens the panel and moves focus into it.
      await page.keyboard.press('Tab');
      expect(await bell(page).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(
        true,
      );
      await page.keyboard.press('Enter');
      expect(await bell(page).getAttribute('aria-expanded')).toBe('true');
      expect(await panelShown(page)).toBe(true);
      expect(
        await element(page)
          .locator('h2')
          .evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement),
      ).toBe(true);
      // The published updates, newest first; the draft never.
      expect(await panel(page).locator('.item .title').allTextContents()).toEqual([
        'Unread: v2.0: Teams',
        'Unread: Faster dashboards',
      ]);
      await expectAccessible(page);
      await screenshot(page, 'widget-light-desktop');

      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent)).toBe(
        'Mark all read',
      );
      await page.keyboard.press('Enter');
      expect(await bellName(page)).toBe("What's new");
      expect(await element(page).locator('.badge').count()).toBe(0);
      // Escape closes the panel and gives the focus back to the bell.
      await page.keyboard.press('Escape');
      expect(await panelShown(page)).toBe(false);
      expect(await bell(page).getAttribute('aria-expanded')).toBe('false');
      expect(await bell(page).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(
        true,
      );

      await load(page);
      expect(await bellName(page)).toBe("What's new");
      expect(await panelShown(page)).toBe(false);

      // A major update opens the panel by itself, once.
      await publish('Billing is here', { is_major_update: true });
      await load(page);
      await expect.poll(() => panelShown(page)).toBe(true);
      expect(await bellName(page)).toBe("What's new, 1 unread");
      expect(await panel(page).locator('.major').allTextContents()).toEqual(['Major']);
      await load(page);
      expect(await panelShown(page)).toBe(false);
      expect(await bellName(page)).toBe("What's new, 1 unread");

      // A minor one only lights the badge.
      await publish('Smaller fonts in tables');
      await load(page);
      expect(await bellName(page)).toBe("What's new, 2 unread");
      await page.waitForTimeout(300);
      expect(await panelShown(page)).toBe(false);

      // One data request per page load (five loads), no cookies anywhere.
      expect(visitor.dataRequests).toHaveLength(5);
      expect(await page.context().cookies()).toEqual([]);
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('adds no global name but its element', async () => {
    const visitor = await visit();
    const { page } = visitor;
    try {
      await page.goto(`${site.origin}/?bare=1`);
      const before = await page.evaluate(() => Object.getOwnPropertyNames(window));
      await load(page);
      const after = await page.evaluate(() => Object.getOwnPropertyNames(window));
      expect(after.filter((name) => !before.includes(name))).toEqual([]);
      expect(await page.evaluate(() => Boolean(customElements.get('shiplog-whats-new')))).toBe(true);
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('follows a dark system, takes an accent, speaks German, and fits a phone', async () => {
    const shots: Array<{ name: string; viewport: ViewportName; query: string; scheme?: 'light' | 'dark' }> = [
      { name: 'widget-dark-desktop', viewport: 'desktop', query: '', scheme: 'dark' },
      { name: 'widget-accent-desktop', viewport: 'desktop', query: '?accent=%23be123c&lang=de' },
      { name: 'widget-light-mobile', viewport: 'mobile', query: '' },
      { name: 'widget-dark-mobile', viewport: 'mobile', query: '?theme=dark' },
    ];
    for (const shot of shots) {
      const visitor = await visit(shot.viewport, { colorScheme: shot.scheme ?? 'light' });
      const { page } = visitor;
      try {
        await load(page, shot.query);
        await bell(page).click();
        expect(await panelShown(page)).toBe(true);
        if (shot.query.includes('lang=de')) {
          expect(await bellName(page)).toMatch(/^Neuigkeiten, \d+ ungelesen$/);
          expect(await panel(page).locator('.mark').textContent()).toBe('Alle als gelesen markieren');
        }
        if (shot.scheme === 'dark') {
          const background = await panel(page).evaluate((el) => getComputedStyle(el).backgroundColor);
          expect(background).toBe('rgb(17, 24, 39)');
        }
        if (shot.viewport === 'mobile') {
          const box = (await panel(page).boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewports.mobile.width);
        }
        await expectAccessible(page);
        await screenshot(page, shot.name);
        expect(visitor.problems).toEqual([]);
      } finally {
        await visitor.close();
      }
    }
  });

  it('has an iframe page that shows the list by itself, under its own strict policy', async () => {
    const visitor = await visit('mobile');
    const { page } = visitor;
    try {
      await page.goto(`${app.baseUrl}/projects/${project.id}/widget?lang=fr`);
      const list = element(page).locator('section.panel');
      await expect
        .poll(() => list.locator('ol .item').count(), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(2);
      expect(await element(page).locator('h2').textContent()).toBe('Acme Analytics');
      expect(await element(page).locator('button.bell').count()).toBe(0);
      expect(await list.locator('.all').textContent()).toBe('Toutes les nouveautés');
      await expectAccessible(page);
      await screenshot(page, 'widget-iframe-mobile');
      expect(visitor.problems).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('shows the snippet, its options and a live preview in project settings', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const context = await browser.newContext({
        viewport: viewports[viewport],
        baseURL: app.baseUrl,
        storageState: await owner.storageState(),
      });
      const page = await context.newPage();
      try {
        await page.goto(`/projects/${project.id}/settings#widget`);
        const section = page.locator('section#widget');
        await expect.poll(() => section.isVisible(), { timeout: 20_000 }).toBe(true);
        await section.getByLabel('Accent colour').fill('#0f766e');
        await section.getByLabel('Theme').selectOption('dark');
        const snippet = section.getByRole('region', { name: 'Snippet' }).or(section.locator('pre').first());
        await expect
          .poll(() => snippet.textContent())
          .toBe(
            `<script src="${app.baseUrl}/widget.js" async></script>\n` +
              `<shiplog-whats-new project="${project.id}" theme="dark" accent="#0f766e"></shiplog-whats-new>`,
          );
        await section.getByRole('button', { name: 'Show live preview' }).click();
        const preview = section.locator('shiplog-whats-new');
        await expect
          .poll(() => preview.locator('button.bell').getAttribute('aria-label'), { timeout: 15_000 })
          .toMatch(/^What's new/);
        expect(await preview.getAttribute('accent')).toBe('#0f766e');
        // On a phone the panel is a sheet fixed to the bottom of the screen: the capture shows the bell.
        if (viewport === 'desktop') {
          await preview.locator('button.bell').click();
          await expect.poll(() => preview.locator('section.panel').isVisible()).toBe(true);
          await expectAccessible(page);
        }
        await sectionScreenshot(section, `widget-settings-${viewport}`);
      } finally {
        await context.close();
      }
    }
  });
});
