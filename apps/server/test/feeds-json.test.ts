import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Project, Update } from '@shiplog/contract';
import { createOwner, createProject, createTestApp, createUpdate } from './support';
import type { SignedIn, TestApp } from './support';
import { crawl, PUBLIC_URL, readHead } from './support/feeds';

/**
 * JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/) as a schema: the spec's fields only
 * (extensions must start with `_`), required ones required, dates RFC 3339.
 */
const author = z.strictObject({
  name: z.string().optional(),
  url: z.url().optional(),
  avatar: z.url().optional(),
});
const item = z
  .strictObject({
    id: z.string().min(1),
    url: z.url().optional(),
    external_url: z.url().optional(),
    title: z.string().optional(),
    content_html: z.string().optional(),
    content_text: z.string().optional(),
    summary: z.string().optional(),
    image: z.url().optional(),
    banner_image: z.url().optional(),
    date_published: z.iso.datetime({ offset: true }).optional(),
    date_modified: z.iso.datetime({ offset: true }).optional(),
    authors: z.array(author).optional(),
    tags: z.array(z.string()).optional(),
    language: z.string().optional(),
  })
  .refine(
    (i) => i.content_html !== undefined || i.content_text !== undefined,
    'content_html or content_text',
  );
const jsonFeed = z.strictObject({
  version: z.literal('https://jsonfeed.org/version/1.1'),
  title: z.string().min(1),
  home_page_url: z.url().optional(),
  feed_url: z.url().optional(),
  description: z.string().optional(),
  user_comment: z.string().optional(),
  next_url: z.url().optional(),
  icon: z.url().optional(),
  favicon: z.url().optional(),
  authors: z.array(author).optional(),
  language: z.string().optional(),
  expired: z.boolean().optional(),
  items: z.array(item),
});

describe('the JSON Feed', () => {
  let t: TestApp;
  let owner: SignedIn;
  let project: Project;
  let release: Update;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    owner = await createOwner(t, 'jsonfeeder');
    project = await createProject(t, owner, { is_private: false, name: 'Tide', description: 'Tide tables' });
    await createUpdate(t, owner, project.id, { type: 'text', title: 'First', content: 'Hello **there**.' });
    release = await createUpdate(t, owner, project.id, {
      type: 'release',
      title: 'v1.0.0',
      content: '## Highlights\n\n```js\nrun()\n```\n\n<script>alert(1)</script>[x](javascript:alert(1))',
      labels: ['stable'],
    });
  });
  afterAll(async () => t?.close());

  it('is valid JSON Feed 1.1 with the rendered Markdown, newest first', async () => {
    const res = await crawl(t, `/projects/${project.id}/feed.json`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/feed+json; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const feed = jsonFeed.parse(res.json());
    expect(feed).toMatchObject({
      title: 'Tide updates',
      home_page_url: `${PUBLIC_URL}/projects/${project.id}`,
      feed_url: `${PUBLIC_URL}/projects/${project.id}/feed.json`,
      description: 'Tide tables',
      authors: [{ name: 'jsonfeeder' }],
    });
    expect(feed.items.map((i) => i.title)).toEqual(['v1.0.0', 'First']);
    const [newest] = feed.items;
    expect(newest).toMatchObject({
      id: `urn:uuid:${release.id}`,
      url: `${PUBLIC_URL}/projects/${project.id}/updates/${release.id}`,
      tags: ['release', 'stable'],
      summary: 'Highlights run() <script>alert(1)</script>[x](javascript:alert(1))',
    });
    expect(newest!.content_html).toContain('<h2>Highlights</h2>');
    expect(newest!.content_html).toContain('<code class="hljs language-js">');
    expect(newest!.content_html).not.toMatch(/<script|javascript:alert\(1\)"/);
    expect(feed.items[1]!.content_html).toBe('<p>Hello <strong>there</strong>.</p>');
  });

  it('is announced in the page head next to Atom and RSS', async () => {
    const head = readHead((await crawl(t, `/projects/${project.id}`)).payload);
    expect(head.alternates).toContainEqual({
      type: 'application/feed+json',
      title: 'Tide updates (JSON Feed)',
      href: `${PUBLIC_URL}/projects/${project.id}/feed.json`,
    });
  });

  it('is 404 for a private project', async () => {
    const hidden = await createProject(t, owner, { is_private: true });
    expect((await crawl(t, `/projects/${hidden.id}/feed.json`)).statusCode).toBe(404);
  });
});
