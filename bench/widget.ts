/**
 * The What's new widget's cost to the sites that embed it: widget.js's size as the server sends
 * it gzipped (budget 10,240 bytes), and Lighthouse's performance score (mobile preset) of a bare
 * host page on another origin with a strict CSP, without and with the element (its data: a public
 * project with 20 updates). Bars: no drop above 2 points, no layout shift.
 *
 * Both of Lighthouse's throttling methods run. `devtools` throttles the browser while the page
 * loads (Slow 4G: 562 ms of latency per request, 1.4 Mbit/s, a CPU 4× slower), so the trace shows what the widget
 * does to the host page's paints; its figures are the bar. `simulated` (Lighthouse's default)
 * loads the page unthrottled and replays the trace through a model; on loopback widget.js
 * arrives before the first paint, so the model counts its whole cross-origin connection as
 * delaying that paint, although the observed first paint is the same with and without it
 * (docs/decisions/widget-lighthouse-throttling.md). It is printed beside the bar, not hidden.
 * `npm run bench:widget` builds first; BENCH_WIDGET_RUNS (default 5) runs per variant and method,
 * interleaved, the medians kept.
 */
import { request } from 'node:http';
import lighthouse from 'lighthouse';
import { startEmbeddingSite } from '@shiplog/fakes';
import { median, runIfMain, seedLongProject } from './bench-kit';
import { startAppAndChromium } from './lighthouse-kit';

const APP_PORT = Number(process.env.BENCH_WIDGET_PORT ?? 3951);
const CHROME_PORT = APP_PORT + 1;
const ORIGIN = `http://127.0.0.1:${APP_PORT}`;
const RUNS = Number(process.env.BENCH_WIDGET_RUNS ?? 5);
const MAX_GZIP_BYTES = 10_240;
const MAX_DROP = 2;

/** The bytes of widget.js on the wire when the client accepts gzip (not decoded, as fetch would). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      if (res.headers['content-encoding'] !== 'gzip') reject(new Error(`${url} was not sent gzipped`));
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

type Throttling = 'devtools' | 'simulate';

async function audit(url: string, throttlingMethod: Throttling) {
  const result = await lighthouse(url, {
    port: CHROME_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) throw new Error(`${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: metric('cumulative-layout-shift'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
  };
}

type Audit = Awaited<ReturnType<typeof audit>>;

/** The host page without and with the widget, `RUNS` times each, interleaved; medians printed. */
async function hostPageCost(siteOrigin: string, method: Throttling, suffix: string) {
  const variants = { without: `${siteOrigin}/?bare=1`, with: `${siteOrigin}/` };
  const runs = { without: [] as Audit[], with: [] as Audit[] };
  await audit(variants.without, method); // warms Chromium and the server's caches; not counted
  await audit(variants.with, method);
  for (let i = 0; i < RUNS; i++) {
    runs.without.push(await audit(variants.without, method));
    runs.with.push(await audit(variants.with, method));
  }
  const of = (which: 'without' | 'with', key: keyof Audit) => median(runs[which].map((r) => r[key]));
  const scores = (which: 'without' | 'with') => runs[which].map((r) => r.score).join(',');
  const metrics = (which: 'without' | 'with') =>
    `${of(which, 'score')} lcp_ms=${of(which, 'lcpMs').toFixed(0)} tbt_ms=${of(which, 'tbtMs').toFixed(0)} runs=${scores(which)}`;
  const drop = of('without', 'score') - of('with', 'score');
  const cls = Math.max(...runs.with.map((r) => r.cls));
  const bar = (met: boolean, what: string) =>
    suffix ? `(${what}; not the bar)` : `${met ? 'ok' : 'MISSED'} (${what})`;
  return [
    `widget_host_perf_without${suffix}=${metrics('without')}`,
    `widget_host_perf_with${suffix}=${metrics('with')}`,
    `widget_host_perf_drop${suffix}=${drop} ${bar(drop <= MAX_DROP, `at most ${MAX_DROP}`)}`,
    `widget_host_cls${suffix}=${cls.toFixed(3)} ${bar(cls === 0, 'no layout shift')}`,
  ];
}

export async function runWidgetBench(): Promise<string[]> {
  const started = await startAppAndChromium('widget', APP_PORT);
  const lines: string[] = [];
  try {
    const bytes = await gzipBytes(`${ORIGIN}/widget.js`);
    lines.push(
      `widget_gzip_bytes=${bytes} ${bytes <= MAX_GZIP_BYTES ? 'ok' : 'MISSED'} (budget ${MAX_GZIP_BYTES})`,
    );
    const seeded = await seedLongProject(ORIGIN, 20);
    const site = await startEmbeddingSite(ORIGIN, seeded.project.split('/').pop()!);
    try {
      lines.push(...(await hostPageCost(site.origin, 'devtools', '')));
      lines.push(...(await hostPageCost(site.origin, 'simulate', '_simulated')));
    } finally {
      await site.close();
    }
  } finally {
    await started.close();
  }
  return lines;
}

await runIfMain(import.meta.url, runWidgetBench);
