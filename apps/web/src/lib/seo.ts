import { useEffect } from 'react';
import { buildPageMeta, SITE_NAME, type PageMeta, type PageMetaInput } from '@shiplog/contract';

/** Marks the head elements this module created or took over. */
const OWNED = 'data-seo';
/** Meta keys this module manages; stale ones (also server-rendered ones) are removed. */
const MANAGED_KEY = /^(description|robots|og:.+|twitter:.+|article:.+)$/;
const JSON_LD = 'script[type="application/ld+json"]';

/**
 * Sets an attribute only when it differs: a page the server rendered already has its head, and
 * rewriting it (title, tags, JSON-LD) while the page starts costs milliseconds for nothing.
 */
function setAttribute(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

function metaKey(el: HTMLMetaElement): { attr: 'name' | 'property'; key: string } | null {
  const property = el.getAttribute('property');
  if (property) return { attr: 'property', key: property };
  const name = el.getAttribute('name');
  return name ? { attr: 'name', key: name } : null;
}

function syncMetaTags(head: HTMLHeadElement, meta: PageMeta | null): void {
  const wanted = new Map((meta?.tags ?? []).map((t) => [`${t.attr}:${t.key}`, t]));
  const done = new Set<string>();
  for (const el of Array.from(head.querySelectorAll('meta'))) {
    const found = metaKey(el);
    if (!found) continue;
    const id = `${found.attr}:${found.key}`;
    const tag = wanted.get(id);
    if (tag && !done.has(id)) {
      setAttribute(el, 'content', tag.content);
      setAttribute(el, OWNED, '');
      done.add(id);
    } else if (tag || MANAGED_KEY.test(found.key)) {
      el.remove();
    }
  }
  for (const [id, tag] of wanted) {
    if (done.has(id)) continue;
    const el = head.ownerDocument.createElement('meta');
    el.setAttribute(tag.attr, tag.key);
    el.setAttribute('content', tag.content);
    el.setAttribute(OWNED, '');
    head.append(el);
  }
}

function syncCanonical(head: HTMLHeadElement, href: string | null): void {
  const links = Array.from(head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]'));
  const [first, ...extra] = links;
  extra.forEach((el) => el.remove());
  if (!href) return first?.remove();
  const el = first ?? head.ownerDocument.createElement('link');
  setAttribute(el, 'rel', 'canonical');
  setAttribute(el, 'href', href);
  setAttribute(el, OWNED, '');
  if (!first) head.append(el);
}

function syncJsonLd(head: HTMLHeadElement, data: Record<string, unknown> | undefined): void {
  const [first, ...extra] = Array.from(head.querySelectorAll<HTMLScriptElement>(JSON_LD));
  extra.forEach((el) => el.remove());
  if (!data) return first?.remove();
  const el = first ?? head.ownerDocument.createElement('script');
  setAttribute(el, 'type', 'application/ld+json');
  setAttribute(el, OWNED, 'jsonld');
  const json = JSON.stringify(data);
  if (el.textContent !== json) el.textContent = json;
  if (!first) head.append(el);
}

/** Writes page metadata into the document head; `null` removes everything this module manages. */
export function applyPageMeta(meta: PageMeta | null, doc: Document = document): void {
  const title = meta?.title ?? SITE_NAME;
  if (doc.title !== title) doc.title = title;
  syncMetaTags(doc.head, meta);
  syncCanonical(doc.head, meta?.canonical ?? null);
  syncJsonLd(doc.head, meta?.jsonLd);
}

interface Entry {
  priority: number;
  input: PageMetaInput;
}

/** Mounted requests; the highest priority wins, the newest among equals. */
let entries: Entry[] = [];

function flush(): void {
  let top: Entry | undefined;
  for (const entry of entries) if (!top || entry.priority >= top.priority) top = entry;
  applyPageMeta(top ? buildPageMeta(top.input, window.location.origin) : null);
}

/** Priority of the defaults the root layout sets for every path. */
export const LAYOUT_META_PRIORITY = 0;
/** Priority of a page's own metadata (e.g. built from loaded data); beats the layout's. */
export const PAGE_META_PRIORITY = 1;

/**
 * Sets the document title, meta tags, canonical link and JSON-LD for as long as the calling
 * component is mounted. A page's call overrides the root layout's defaults.
 */
export function useDocumentMeta(input: PageMetaInput, priority: number = PAGE_META_PRIORITY): void {
  const serialized = JSON.stringify(input);
  useEffect(() => {
    const entry: Entry = { priority, input: JSON.parse(serialized) as PageMetaInput };
    entries = [...entries, entry];
    flush();
    return () => {
      entries = entries.filter((e) => e !== entry);
      flush();
    };
  }, [serialized, priority]);
}
