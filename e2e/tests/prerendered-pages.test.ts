import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, openPage } from '../support/browser';

/** The pages the build pre-renders (apps/web/src/prerender.tsx) and the heading each shows. */
const pages = [
  { path: '/', heading: 'Turn Your Commits into Stories' },
  { path: '/features', heading: 'Features' },
  { path: '/shiplog', heading: 'What is Shiplog?' },
  { path: '/projects/public', heading: 'Public Projects' },
];

declare global {
  interface Window {
    __firstHeading: Element | null;
  }
}

describe('pre-rendered pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  for (const { path, heading } of pages) {
    it(`${path} arrives as HTML and is hydrated in place, with no error and no session request`, async () => {
      // The server's answer itself holds the page, so it shows before any script runs.
      const html = await (await fetch(new URL(path, baseUrl()))).text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[?.]/g, '\\$&')}</h1>`));
      expect(html).toContain('<meta name="shiplog:session" content="none"');

      const { page, problems, close } = await openPage(browser, 'mobile');
      try {
        const errors: string[] = [];
        const sessionRequests: string[] = [];
        page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
        page.on(
          'request',
          (req) => req.url().includes('/api/auth/session') && sessionRequests.push(req.url()),
        );
        // The heading as parsed from the server's HTML, before React runs.
        await page.addInitScript(() =>
          document.addEventListener('DOMContentLoaded', () => {
            window.__firstHeading = document.querySelector('h1');
          }),
        );
        await page.goto(path, { waitUntil: 'networkidle' });
        // Hydrated: React answers on the page (the header's account area left its placeholder).
        await page.getByRole('link', { name: 'Auth' }).first().waitFor({ state: 'attached' });
        expect(await page.evaluate(() => window.__firstHeading === document.querySelector('h1'))).toBe(true);
        expect(errors).toEqual([]);
        expect(sessionRequests).toEqual([]);
        expect(problems).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('opens the waitlist wizard over a pre-rendered page loaded with ?waitlist=open, hydrating cleanly', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    try {
      await page.goto('/?waitlist=open&ref=abcdefabcdef');
      await page.getByRole('dialog', { name: 'Join the Waitlist' }).waitFor();
      expect(problems).toEqual([]); // a hydration mismatch is an uncaught error (React #418)
    } finally {
      await close();
    }
  });

  it('leaves a reader where they scrolled while the scripts were loading', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    try {
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.js', async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      // The frame's own navigation: the page's goto would wait for the app to start.
      await page.mainFrame().goto('/', { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      release();
      await page.getByRole('link', { name: 'Auth' }).first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });

  it('starts the app at once on pages it draws itself', async () => {
    const html = await (await fetch(new URL('/login', baseUrl()))).text();
    expect(html).toContain('<div id="root"></div>');
    const { page, problems, close } = await openPage(browser, 'desktop');
    try {
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
