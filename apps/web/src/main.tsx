import { PRELOAD_META } from '@shiplog/contract/constants';
import { nextTask } from '@/lib/next-task';
import '@/styles/index.css';

// zod's fast path compiles parsers with `new Function`, which the page's CSP forbids; without
// this, zod's probe for it is reported as a CSP violation. Set before zod first loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Fetches the page's own chunks (listed by the server) alongside the app, not after it, then runs
 * them one by one, in the listed order: a chunk after those it imports, small ones first. Each
 * request costs the main thread a millisecond or more (several on a phone, ten under a
 * profiler), and running a chunk that makes the contract's schemas takes tens: a page has dozens
 * of chunks, each gets a task of its own, so that none is long when React starts, and then finds
 * them ready.
 */
async function preparePageChunks() {
  const listed = document.querySelector(`meta[name="${PRELOAD_META}"]`)?.getAttribute('content') ?? '';
  const hrefs = listed.split(' ').filter(Boolean);
  for (const [i, href] of hrefs.entries()) {
    if (i > 0) await nextTask();
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
    link.crossOrigin = '';
    document.head.append(link);
  }
  for (const href of hrefs) {
    await nextTask();
    // A chunk that fails here is asked for again, and reported, when the app imports it.
    await import(/* @vite-ignore */ href).catch(() => undefined);
  }
}

const start = async () => {
  await preparePageChunks();
  const { startApp } = await import('@/app/boot');
  await startApp(container);
};

/**
 * Runs `then` once the page's first contentful paint is reported, or after a second at most
 * (a page opened in a background tab does not paint until shown; old browsers do not report).
 */
function afterFirstPaint(then: () => void) {
  const reported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reported || document.visibilityState === 'hidden') return then();
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, 1000);
}

// A pre-rendered page is complete without scripts: React and the app are fetched once it has
// been painted, so they never hold up its first paint or share the network with its stylesheet
// and font. A page drawn by the app (no HTML in #root) needs them at once.
if (container.firstElementChild) afterFirstPaint(() => void start());
else void start();
