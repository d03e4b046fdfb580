import { PRELOAD_META } from '@shiplog/contract/constants';
import '@/styles/index.css';

// zod's fast path compiles parsers with `new Function`, which the page's CSP forbids; without
// this, zod's probe for it is reported as a CSP violation. Set before zod first loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Between loading the app and starting it the browser gets a turn: two shorter tasks, not one long one. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Each request the page starts costs the main thread about a millisecond (several on a phone),
 * and a page's chunks are dozens: they are asked for a few per task, so that no task is long.
 */
const PRELOADS_PER_TASK = 3;

/** Fetches the page's own chunks (listed by the server) alongside the app, not after it. */
async function preloadPageChunks() {
  const listed = document.querySelector(`meta[name="${PRELOAD_META}"]`)?.getAttribute('content') ?? '';
  const hrefs = listed.split(' ').filter(Boolean);
  for (let i = 0; i < hrefs.length; i += PRELOADS_PER_TASK) {
    if (i > 0) await nextTask();
    for (const href of hrefs.slice(i, i + PRELOADS_PER_TASK)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
  }
}

const start = async () => {
  await preloadPageChunks();
  const { startApp } = await import('@/app/boot');
  await nextTask();
  startApp(container);
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
