import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectAccessible,
  launchBrowser,
  openPage,
  screenshot,
  seriousViolations,
  viewports,
  type ViewportName,
} from '../support/browser';

/** Every route of the shell: path, the heading it shows, where it lands. */
const pages = [
  { name: 'home', path: '/', heading: 'Turn Your Commits into Stories' },
  { name: 'features', path: '/features', heading: 'Features' },
  { name: 'overview', path: '/shiplog', heading: 'What is Shiplog?' },
  { name: 'pricing', path: '/pricing', heading: 'Pricing Page - Coming Soon' },
  { name: 'faq', path: '/faq', heading: 'FAQ Page - Coming Soon' },
  { name: 'login', path: '/login', heading: 'Sign in' },
  { name: 'register', path: '/register', heading: 'Create your account' },
  // The shared app has no public project: the empty list (project-settings-screens captures a full one).
  { name: 'public-projects-empty', path: '/projects/public', heading: 'Public Projects' },
  { name: 'project', path: '/projects/1', heading: 'Project Not Found' },
  // No such user: the profile's error panel, with its not-found message.
  { name: 'user', path: '/user/1', heading: 'Error' },
  { name: 'auth-diagnostic', path: '/auth/diagnostic', heading: 'Auth diagnostics' },
  { name: 'diagnostics', path: '/diagnostics', heading: 'Diagnostics' },
  { name: 'not-found', path: '/no/such/page', heading: 'Page not found' },
];

describe('the web shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    for (const p of pages) {
      it(`${p.path} at ${viewport} width shows its heading, passes axe, no CSP errors`, async () => {
        const { page, problems, close } = await openPage(browser, viewport);
        try {
          await page.goto(p.path);
          await expect.poll(() => page.locator('h1').first().textContent()).toBe(p.heading);
          await expect.poll(() => page.title()).toMatch(/\| Shiplog$|^Shiplog$/);
          await expectAccessible(page);
          await screenshot(page, `${p.name}-${viewport}`);
          expect(problems).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }

  it('answers unknown paths with status 404 and the Page not found screen', async () => {
    const { page, close } = await openPage(browser);
    const res = await page.goto('/definitely/missing');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await expect.poll(() => page.title()).toBe('Page not found | Shiplog');
    await close();
  });

  it.each([
    ['/auth', '/login'],
    ['/my-projects', '/login'],
    ['/dashboard', '/login'],
    ['/projects', '/login'],
    ['/projects/1/settings', '/login'],
    ['/profile', '/login'],
    ['/settings', '/login'],
    ['/billing', '/login'],
  ])('%s takes a signed-out visitor to %s', async (from, to) => {
    const { page, close } = await openPage(browser);
    await page.goto(from);
    await page.waitForURL((url) => url.pathname === to);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Sign in');
    await close();
  });

  it('makes the fixed header translucent after scrolling more than 10px', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/');
    const header = page.locator('header').first();
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 8);
    });
    await page.waitForTimeout(150);
    expect(await header.getAttribute('data-scrolled')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await screenshot(page, 'header-scrolled-desktop');
    await close();
  });

  it("shows 'Join Waitlist' and an 'Auth' link to /login when signed out", async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/pricing');
    const header = page.locator('header').first();
    await expect
      .poll(() =>
        header
          .getByRole('button', { name: 'Join Waitlist' })
          .or(header.getByRole('link', { name: 'Join Waitlist' }))
          .first()
          .isVisible(),
      )
      .toBe(true);
    await header.getByRole('link', { name: 'Auth', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await close();
  });

  it('opens the mobile menu with the same items and closes it with Escape', async () => {
    const { page, close } = await openPage(browser, 'mobile');
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.getByRole('link', { name: 'Auth', exact: true }).last().isVisible())
      .toBe(true);
    await screenshot(page, 'mobile-menu-mobile');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await close();
  });

  it('serves crawler metadata in the HTML itself', async () => {
    const html = await (await fetch(`${baseUrl()}/pricing`)).text();
    expect(html).toContain('<title>Pricing | Shiplog</title>');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/social-card\.png"/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    const image = await fetch(`${baseUrl()}/social-card.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('renders the API docs', async () => {
    const { page, close } = await openPage(browser);
    await page.goto('/api/docs');
    await expect
      .poll(() => page.locator('.swagger-ui .title').first().textContent(), { timeout: 15_000 })
      .toContain('Shiplog API');
    await screenshot(page, 'api-docs-desktop');
    await close();
  });
});

describe('the accessibility check every screen goes through', () => {
  it('fails on a serious violation: an image without text, text without contrast', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.setContent(
        '<html lang="en"><head><title>t</title></head><body><main><h1>Title</h1>' +
          '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><p style="color:#777;background:#888">faint</p>' +
          '</main></body></html>',
      );
      expect((await seriousViolations(page)).map((v) => v.id).sort()).toEqual([
        'color-contrast',
        'image-alt',
      ]);
      await expect(expectAccessible(page)).rejects.toThrow(/axe on about:blank/);
      await page.setContent(
        '<html lang="en"><head><title>t</title></head><body><main><h1>Fine</h1></main></body></html>',
      );
      await expectAccessible(page);
    } finally {
      await browser.close();
    }
  });
});
