import { createServer, type Server } from 'node:http';
import { freePort } from './harness';

/** A page of another site (a customer's app) that embeds the What's new element, under a strict CSP. */
export interface EmbeddingSite {
  /** Its origin: another loopback address and port than the app's. */
  origin: string;
  /** The Content-Security-Policy its pages are served with. */
  csp: string;
  close(): Promise<void>;
}

/**
 * Serves `/` on 127.0.0.1 (the app is on localhost): a small app page with the element in its
 * header, with the issue's policy adapted to the hosts: scripts and data from the app's host
 * only, styles from the page's own origin only, nothing else. Query: `theme`, `accent`, `lang`,
 * `open` go onto the element; `bare=1` leaves the widget out (the page as it was without it).
 */
export async function startEmbeddingSite(appOrigin: string, projectId: string): Promise<EmbeddingSite> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const csp = `default-src 'none'; script-src ${appOrigin}; connect-src ${appOrigin}; style-src 'self'`;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (url.pathname === '/site.css') {
      res.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'no-store' });
      res.end(SITE_CSS);
      return;
    }
    if (url.pathname !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      return;
    }
    const attrs = ['theme', 'accent', 'lang', 'open']
      .map((name) => [name, url.searchParams.get(name)] as const)
      .filter(([, value]) => value)
      .map(([name, value]) => ` ${name}="${value!.replace(/[^\w#-]/g, '')}"`)
      .join('');
    const bare = url.searchParams.get('bare') === '1';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Acme Analytics</title><link rel="stylesheet" href="/site.css">
${bare ? '' : `<script src="${appOrigin}/widget.js" async></script>`}
</head><body>
<header><strong>Acme Analytics</strong>${bare ? '<span class="slot"></span>' : `<shiplog-whats-new project="${projectId}"${attrs}></shiplog-whats-new>`}</header>
<main><h1>Dashboard</h1><p>Visitors this week: 1,204. Sign-ups: 87. Churn: 1.2%.</p>
<p>Everything on this page comes from its own origin except the What's new element.</p>
<a href="/">Reports</a></main>
</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin,
    csp,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The host page's own styles; the element's space is reserved, so it shifts nothing when it draws. */
const SITE_CSS = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: Canvas; color: CanvasText; color-scheme: light dark; }
header { display: flex; align-items: center; justify-content: space-between; padding: 12px 24px; border-bottom: 1px solid #8884; }
main { padding: 24px; max-width: 720px; }
shiplog-whats-new, .slot { display: inline-block; width: 36px; height: 36px; }
`;
