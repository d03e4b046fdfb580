import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const screenshotDir = fileURLToPath(new URL('../screenshots', import.meta.url));
mkdirSync(screenshotDir, { recursive: true });

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * A page that fails the test on any Content-Security-Policy violation or uncaught error. The
 * context gets the viewport and, unless `options` says otherwise, the shared app's base URL.
 */
export async function openPage(
  browser: Browser,
  viewport: ViewportName = 'desktop',
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({ viewport: viewports[viewport], baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  // A pre-rendered page shows before its scripts run, and a click then does nothing: every
  // navigation waits until the app has hydrated such a page (src/app/layout/app-ready.tsx).
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await page.waitForFunction(
      () =>
        'appReady' in document.documentElement.dataset ||
        !document.querySelector('meta[name="shiplog:preload"]'),
    );
    return response;
  };
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text()))
      problems.push(msg.text());
  });
  return { page, problems, close: () => context.close() };
}

/**
 * Waits (up to 3 s) for the page's finite CSS animations and transitions to end: entrances
 * and toasts fade in, and axe would judge their colours half-way through.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
}

/** axe-core itself, injected once per document (our pages have no frames to walk into). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's default rule set on the page. Run in the page with `axe.run`: the Playwright wrapper
 * runs the same rules but per frame, then finishes in a second blank page, at three times the cost.
 */
async function axeViolations(page: Page): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  );
  return results.violations;
}

export const seriousViolations = async (page: Page) => {
  await settleAnimations(page);
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
};

/**
 * axe on the whole page: no serious or critical violations. A contrast finding is looked at
 * again a moment later: script-driven entrances (opacity from 0) are not CSS animations.
 */
export async function expectAccessible(page: Page) {
  let bad = await seriousViolations(page);
  if (bad.some((v) => v.id === 'color-contrast')) {
    await page.waitForTimeout(1_000);
    bad = await seriousViolations(page);
  }
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/**
 * A capture of the whole page. Parts that skip rendering off screen (content-visibility: auto,
 * as timeline cards do) are drawn for it: a full-page capture does not scroll, so they would
 * show blank. (Set through the elements' style: a page's CSP may forbid a style element.)
 */
/** Waits (up to 15 s, a busy machine's sign-up included) until the page shows `text`. */
export const expectVisible = (page: Page, text: string | RegExp) =>
  expect.poll(() => page.getByText(text).first().isVisible(), { timeout: 15_000 }).toBe(true);

/**
 * On a commit picked in My Projects: Generate Post (the built-in writer answers without any
 * network), wait for its text, then Save as draft, which a new project holds for review.
 */
export async function generatePostAsDraft(page: Page) {
  await page.getByRole('button', { name: 'Generate Post' }).click();
  await expect
    .poll(() => page.getByRole('textbox', { name: 'Post' }).inputValue(), { timeout: 15_000 })
    .toMatch(/\S/);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expectVisible(page, 'Draft saved — review it in Drafts');
}

/**
 * A shot of one section, taller than the viewport: Playwright scrolls while it takes it, so the
 * page's fixed header would be drawn over the middle of the section; it is hidden for the shot.
 */
export async function sectionScreenshot(section: Locator, name: string) {
  await section.screenshot({
    path: `${screenshotDir}/${name}.png`,
    style: 'header.fixed { visibility: hidden !important; }',
  });
}

export async function screenshot(page: Page, name: string) {
  const skipping = await page.evaluateHandle(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('*')).filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    );
    for (const el of found) el.style.contentVisibility = 'visible';
    return found;
  });
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
  await skipping.evaluate((found) => found.forEach((el) => el.style.removeProperty('content-visibility')));
}
