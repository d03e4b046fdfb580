import { afterAll, beforeAll } from 'vitest';
import { createOwner, type SignedIn } from './accounts';
import { createTestApp, type TestApp } from './app';

export const PUBLIC_URL = 'https://shiplog.example';

/** An app serving PUBLIC_URL and the owner whose public pages the tests crawl. */
export interface PublicSite {
  t: TestApp;
  owner: SignedIn;
}

/** Call in a describe block: starts the app and signs `owner` up before its tests, closes it after. */
export function publicSite(owner: string): PublicSite {
  const s = {} as PublicSite;
  beforeAll(async () => {
    s.t = await createTestApp({ env: { PUBLIC_URL } });
    s.owner = await createOwner(s.t, owner);
  });
  afterAll(async () => s.t?.close());
  return s;
}

/** A GET as a crawler would send it: no cookies, no JavaScript. */
export const crawl = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Twitterbot/1.0', ...headers } });

/** The server-rendered head, read the way a crawler reads it. */
export function readHead(html: string) {
  const decode = (s: string) =>
    s
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  const meta = (key: string) => {
    const found = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
    return found ? decode(found[1]!) : undefined;
  };
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
  const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
  const alternates = [
    ...html.matchAll(/<link rel="alternate" type="([^"]*)" title="([^"]*)" href="([^"]*)"/g),
  ].map((m) => ({ type: m[1], title: decode(m[2]!), href: decode(m[3]!) }));
  const icons = [...html.matchAll(/<link rel="icon"[^>]*? href="([^"]*)"/g)].map((m) => decode(m[1]!));
  const ld = html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)?.[1];
  return {
    meta,
    title: title === undefined ? undefined : decode(title),
    canonical: canonical === undefined ? undefined : decode(canonical),
    alternates,
    /** Every `<link rel="icon">`'s address, in document order (browsers take the last). */
    icons,
    jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : undefined,
  };
}
