import type { PageMetaInput } from '@shiplog/contract';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LAYOUT_META_PRIORITY, useDocumentMeta } from './seo';

function Meta({ input, priority }: { input: PageMetaInput; priority?: number }) {
  useDocumentMeta(input, priority);
  return null;
}

const meta = (key: string) =>
  document.head.querySelectorAll(
    `meta[name="${key}"], meta[property="${key}"]`,
  ) as NodeListOf<HTMLMetaElement>;
const content = (key: string) => meta(key)[0]?.getAttribute('content');
const canonical = () => document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
const jsonLd = () => document.head.querySelectorAll('script[type="application/ld+json"][data-seo="jsonld"]');

const origin = window.location.origin;
const pricing: PageMetaInput = { title: 'Pricing', description: 'Free during beta.', path: '/pricing' };
const article: PageMetaInput = {
  title: 'Acme CLI',
  description: 'A command line for Acme.',
  path: '/projects/42',
  type: 'article',
  article: {
    publishedTime: '2025-01-02T03:04:05.000Z',
    modifiedTime: '2025-02-03T04:05:06.000Z',
    author: 'Ada Lovelace',
    codeRepository: 'https://github.com/acme/cli',
  },
};

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useDocumentMeta', () => {
  it('sets title, description, canonical, Open Graph and Twitter tags', () => {
    render(<Meta input={pricing} />);
    expect(document.title).toBe('Pricing | Shiplog');
    expect(content('description')).toBe('Free during beta.');
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]?.href).toBe(`${origin}/pricing`);
    expect(content('og:title')).toBe('Pricing | Shiplog');
    expect(content('og:description')).toBe('Free during beta.');
    expect(content('og:url')).toBe(`${origin}/pricing`);
    expect(content('og:type')).toBe('website');
    expect(content('og:site_name')).toBe('Shiplog');
    expect(content('og:image')).toBe(`${origin}/social-card.png`);
    expect(content('twitter:card')).toBe('summary_large_image');
    expect(content('twitter:image')).toMatch(/\/social-card\.png$/);
    expect(jsonLd()).toHaveLength(0);
  });

  it('leaves a head that already says the same untouched (a page the server rendered)', async () => {
    const first = render(<Meta input={pricing} />);
    const server = document.head.innerHTML;
    first.unmount();
    document.head.innerHTML = server; // what the server wrote, now the page starts on it
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.head, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    render(<Meta input={pricing} />);
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
  });

  it('cuts a description over 160 characters to 157 plus an ellipsis', () => {
    const long = 'x'.repeat(200);
    render(<Meta input={{ ...pricing, description: long }} />);
    expect(content('description')).toBe(`${'x'.repeat(157)}...`);
    expect(content('description')).toHaveLength(160);
    expect(content('og:description')).toBe(`${'x'.repeat(157)}...`);
  });

  it('keeps a description of exactly 160 characters whole', () => {
    render(<Meta input={{ ...pricing, description: 'y'.repeat(160) }} />);
    expect(content('description')).toBe('y'.repeat(160));
  });

  it('adds article times, author and a SoftwareSourceCode JSON-LD block for articles', () => {
    render(<Meta input={article} />);
    expect(content('og:type')).toBe('article');
    expect(content('article:published_time')).toBe('2025-01-02T03:04:05.000Z');
    expect(content('article:modified_time')).toBe('2025-02-03T04:05:06.000Z');
    expect(content('article:author')).toBe('Ada Lovelace');
    expect(jsonLd()).toHaveLength(1);
    const data = JSON.parse(jsonLd()[0]?.textContent ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('SoftwareSourceCode');
    expect(data.name).toBe('Acme CLI');
    expect(data.codeRepository).toBe('https://github.com/acme/cli');
    expect(data.url).toBe(`${origin}/projects/42`);
  });

  it('replaces tags on navigation instead of duplicating them, and drops article tags', () => {
    const { rerender } = render(<Meta input={article} />);
    rerender(<Meta input={pricing} />);
    expect(document.title).toBe('Pricing | Shiplog');
    for (const key of ['description', 'og:title', 'og:url', 'twitter:card', 'og:image']) {
      expect(meta(key), key).toHaveLength(1);
    }
    expect(canonical()).toHaveLength(1);
    expect(canonical()[0]?.href).toBe(`${origin}/pricing`);
    expect(meta('article:published_time')).toHaveLength(0);
    expect(meta('article:author')).toHaveLength(0);
    expect(jsonLd()).toHaveLength(0);
  });

  it('updates tags the server rendered instead of adding a second copy', () => {
    document.head.innerHTML =
      '<meta name="description" content="server"><meta property="og:title" content="server">' +
      '<meta property="article:author" content="stale"><link rel="canonical" href="/old">' +
      '<meta name="viewport" content="width=device-width">';
    render(<Meta input={pricing} />);
    expect(meta('description')).toHaveLength(1);
    expect(content('description')).toBe('Free during beta.');
    expect(content('og:title')).toBe('Pricing | Shiplog');
    expect(meta('article:author')).toHaveLength(0);
    expect(canonical()).toHaveLength(1);
    expect(content('viewport')).toBe('width=device-width');
  });

  it("lets a page's metadata win over the layout's defaults, and restores them when it unmounts", () => {
    const layout: PageMetaInput = { title: 'Project', description: 'Default.', path: '/projects/42' };
    const page: PageMetaInput = { ...layout, title: 'Acme CLI', description: 'Loaded.' };
    const { rerender } = render(
      <>
        <Meta input={layout} priority={LAYOUT_META_PRIORITY} />
        <Meta input={page} />
      </>,
    );
    expect(document.title).toBe('Acme CLI | Shiplog');
    rerender(<Meta input={layout} priority={LAYOUT_META_PRIORITY} />);
    expect(document.title).toBe('Project | Shiplog');
    expect(content('description')).toBe('Default.');
  });

  it('marks a noindex page for robots and removes the marker on the next page', () => {
    const { rerender } = render(<Meta input={{ ...pricing, noindex: true }} />);
    expect(content('robots')).toBe('noindex');
    rerender(<Meta input={pricing} />);
    expect(meta('robots')).toHaveLength(0);
  });
});
