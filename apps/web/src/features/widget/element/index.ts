import { widgetPaths, type WidgetFeedData } from '@shiplog/contract/widget-basics';
import { defineWhatsNew } from './whats-new-element';

/**
 * widget.js: defines `<shiplog-whats-new>` and nothing else (built as one closure, no globals).
 * Its data comes from the host this script was loaded from, one request per project and page,
 * without cookies or a referrer. The element is defined once the host page has loaded and the
 * browser is idle, so it never delays the page's first paint. Errors stay inside the widget.
 */
try {
  const script = document.currentScript as HTMLScriptElement | null;
  const origin = script?.src ? new URL(script.src).origin : location.origin;
  const feeds = new Map<string, Promise<WidgetFeedData>>();
  /** Resolves once the host page has loaded and the browser is idle: the widget never competes with it. */
  const pageIdle = new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 1);
    // After the next frame is painted: the page's first paint never waits for the widget.
    const afterPaint = () => requestAnimationFrame(() => setTimeout(idle, 0));
    if (document.readyState === 'complete') afterPaint();
    else addEventListener('load', afterPaint, { once: true });
  });
  const loadFeed = (project: string) => {
    let feed = feeds.get(project);
    if (!feed) {
      feed = fetch(`${origin}/api/projects/${encodeURIComponent(project)}/widget`, {
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
      }).then((res) => {
        if (!res.ok) throw new Error(String(res.status));
        return res.json() as Promise<WidgetFeedData>;
      });
      feeds.set(project, feed);
    }
    return feed;
  };
  // The element upgrades once the page has loaded: its work never delays the host page's first paint.
  void pageIdle.then(() => {
    try {
      defineWhatsNew(widgetPaths.element, loadFeed);
    } catch {
      /* the name is taken by something else: the page goes on without it */
    }
  });
} catch {
  /* a browser without custom elements or constructable stylesheets: the page goes on without it */
}
