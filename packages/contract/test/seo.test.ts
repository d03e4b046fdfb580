import { describe, expect, it } from 'vitest';
import { buildPageMeta, staticMetaFor, truncateDescription } from '../src';

const find = (meta: ReturnType<typeof buildPageMeta>, key: string) =>
  meta.tags.find((t) => t.key === key)?.content;

describe('page metadata', () => {
  it('keeps descriptions of up to 160 characters and cuts longer ones to 157 plus "..."', () => {
    expect(truncateDescription('a'.repeat(160))).toBe('a'.repeat(160));
    const cut = truncateDescription('b'.repeat(161));
    expect(cut).toBe(`${'b'.repeat(157)}...`);
    expect(cut).toHaveLength(160);
  });

  it("titles pages '{title} | Shiplog' with canonical, Open Graph and Twitter tags", () => {
    const meta = buildPageMeta(
      { title: 'Pricing', description: 'Free during beta.', path: '/pricing' },
      'https://s.example',
    );
    expect(meta.title).toBe('Pricing | Shiplog');
    expect(meta.canonical).toBe('https://s.example/pricing');
    expect(find(meta, 'og:title')).toBe('Pricing | Shiplog');
    expect(find(meta, 'og:type')).toBe('website');
    expect(find(meta, 'og:image')).toBe('https://s.example/social-card.png');
    expect(find(meta, 'twitter:card')).toBe('summary_large_image');
    expect(find(meta, 'twitter:image')).toBe('https://s.example/social-card.png');
    expect(meta.jsonLd).toBeUndefined();
  });

  it('adds article times, author and a SoftwareSourceCode JSON-LD block for articles', () => {
    const meta = buildPageMeta(
      {
        title: 'Rocket',
        description: 'x'.repeat(200),
        path: '/projects/7',
        type: 'article',
        image: 'https://cdn.example/banner.png',
        article: {
          publishedTime: '2026-01-02T00:00:00.000Z',
          modifiedTime: '2026-02-03T00:00:00.000Z',
          author: 'ada',
          codeRepository: 'https://github.com/ada/rocket',
        },
      },
      'https://s.example/',
    );
    expect(find(meta, 'og:type')).toBe('article');
    expect(find(meta, 'article:published_time')).toBe('2026-01-02T00:00:00.000Z');
    expect(find(meta, 'article:modified_time')).toBe('2026-02-03T00:00:00.000Z');
    expect(find(meta, 'article:author')).toBe('ada');
    expect(find(meta, 'og:image')).toBe('https://cdn.example/banner.png');
    expect(find(meta, 'description')).toHaveLength(160);
    expect(meta.jsonLd).toMatchObject({
      '@type': 'SoftwareSourceCode',
      name: 'Rocket',
      codeRepository: 'https://github.com/ada/rocket',
      author: { '@type': 'Person', name: 'ada' },
    });
  });

  it('knows every route of the product and nothing else', () => {
    for (const path of [
      '/',
      '/features',
      '/shiplog',
      '/pricing',
      '/faq',
      '/login',
      '/register',
      '/auth/callback',
      '/auth/github/callback',
      '/auth/diagnostic',
      '/diagnostics',
      '/dashboard',
      '/projects',
      '/projects/public',
      '/projects/5',
      '/projects/5/settings',
      '/profile',
      '/user/9',
      '/settings',
      '/billing',
      '/auth',
      '/my-projects',
    ]) {
      expect(staticMetaFor(path).found, path).toBe(true);
    }
    expect(staticMetaFor('/projects/5/nope').found).toBe(false);
    expect(staticMetaFor('/nope').meta.title).toBe('Page not found');
    expect(staticMetaFor('/auth').meta.path).toBe('/login');
  });
});
