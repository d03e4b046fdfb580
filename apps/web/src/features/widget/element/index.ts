import { widgetPaths, type WidgetFeedData } from '@shiplog/contract/widget-basics';
import { defineWhatsNew } from './whats-new-element';

/**
 * widget.js: defines `<shiplog-whats-new>` and nothing else (built as one closure, no globals).
 * Its data comes from the host this script was loaded from, one request per project and page,
 * without cookies or a referrer. Errors stay inside the widget.
 */
try {
  const script = document.currentScript as HTMLScriptElement | null;
  const origin = script?.src ? new URL(script.src).origin : location.origin;
  const feeds = new Map<string, Promise<WidgetFeedData>>();
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
  defineWhatsNew(widgetPaths.element, loadFeed);
} catch {
  /* a browser without custom elements or constructable stylesheets: the page goes on without it */
}
