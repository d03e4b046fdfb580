import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';

/** The bars: no task over 50 ms in 5 s after load; layout shifts sum to at most 0.1. */
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

describe('the landing page keeps the main thread free', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  // On a machine busy with other work a task can be stretched past 50 ms by the scheduler, not by
  // the page: a clean window out of three tries is the measure.
  it('runs no long task in the 5 s after load, and does not shift its layout', { retry: 2 }, async () => {
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
      expect(afterLoad.filter((t) => t.duration > LONG_TASK_MS)).toEqual([]);
      expect(cls).toBeLessThanOrEqual(MAX_CLS);
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
