import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';

/**
 * Layout shifts in the 5 s after load sum to at most 0.1. How long the main thread stays busy is
 * speed, measured by `npm run bench:web` (total blocking time, bar 200 ms under Lighthouse's
 * mobile preset), not asserted here: on a machine busy with other suites the scheduler, not the
 * page, stretched tasks past 50 ms. The long tasks seen are still printed.
 */
const WATCH_MS = 5_000;
const LONG_TASK_MS = 50;
const MAX_CLS = 0.1;

interface Observed {
  longTasks: Array<{ start: number; duration: number }>;
  shifts: Array<{ start: number; value: number }>;
}

declare global {
  interface Window {
    __observed: Observed;
  }
}

describe('the landing page after load', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('does not shift its layout in the 5 s after load, with no page error', async () => {
    const { page, problems, close } = await openPage(browser, 'desktop');
    try {
      // Observers from the first byte, so load-time shifts count too.
      await page.addInitScript(() => {
        const observed: Observed = { longTasks: [], shifts: [] };
        window.__observed = observed;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries())
            observed.longTasks.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >)
            if (!e.hadRecentInput) observed.shifts.push({ start: e.startTime, value: e.value });
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/', { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1, name: 'Turn Your Commits into Stories' }).waitFor();
      await page.getByTestId('particle-background').waitFor({ state: 'attached' });
      const loadedAt = await page.evaluate(() => performance.now());
      await page.waitForTimeout(WATCH_MS);
      const observed = await page.evaluate(() => window.__observed);

      const afterLoad = observed.longTasks.filter((t) => t.start >= loadedAt);
      const longest = Math.max(0, ...afterLoad.map((t) => t.duration));
      const cls = observed.shifts.reduce((sum, s) => sum + s.value, 0);
      console.log(
        `landing: longest task after load ${longest.toFixed(0)} ms (${afterLoad.length} over ${LONG_TASK_MS} ms), CLS ${cls.toFixed(4)}`,
        JSON.stringify({ loadedAt, tasks: observed.longTasks }),
      );
      expect(cls).toBeLessThanOrEqual(MAX_CLS);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
