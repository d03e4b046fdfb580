import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, Update } from '@shiplog/contract';
import {
  createOwner,
  createProject,
  createTestApp,
  createUpdate,
  fromNow,
  statementsOf,
  textUpdate,
  untilDatabaseTime,
} from './support';
import type { SignedIn, TestApp } from './support';
import { crawl, PUBLIC_URL } from './support/feeds';

const FORMATS = [
  { name: 'Atom', path: 'feed.xml', type: 'application/atom+xml; charset=utf-8', meta: 'atom' },
  { name: 'RSS', path: 'rss.xml', type: 'application/rss+xml; charset=utf-8', meta: 'rss' },
] as const;

/** Fetches a feed, checks it is well-formed XML of the right type, and parses it. */
async function fetchFeed(t: TestApp, projectId: string, format: (typeof FORMATS)[number]) {
  const res = await crawl(t, `/projects/${projectId}/${format.path}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(format.type);
  expect(XMLValidator.validate(res.payload)).toBe(true);
  const feed = parseFeed(res.payload);
  expect(feed.meta.type).toBe(format.meta);
  return { res, feed };
}

describe('project feeds', () => {
  let t: TestApp;
  let owner: SignedIn;
  let project: Project;
  let published: Update[];
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    owner = await createOwner(t, 'feedwriter');
    project = await createProject(t, owner, {
      is_private: false,
      name: 'Feed & Friends',
      description: 'Shipping <things> weekly',
    });
    published = [
      await createUpdate(
        t,
        owner,
        project.id,
        textUpdate('Hello <world> & all', { content: 'Line one\nLine <two>' }),
      ),
      await createUpdate(t, owner, project.id, {
        type: 'image',
        title: 'New logo',
        content: 'Look at it',
        image_url: 'https://img.example/logo.png?size=2&dark=1',
      }),
      await createUpdate(t, owner, project.id, {
        type: 'commit',
        title: 'Faster builds',
        commit_hash: 'abcdef1234567',
        commit_message: 'perf: cache <deps>',
        labels: ['perf', 'build'],
      }),
      await createUpdate(t, owner, project.id, {
        type: 'release',
        title: 'v1.0 ]]> launch',
        content: 'It is out.',
      }),
    ];
    await createUpdate(
      t,
      owner,
      project.id,
      textUpdate('Scheduled surprise', { published_at: fromNow(86_400_000) }),
    );
  });
  afterAll(async () => t.close());

  for (const format of FORMATS) {
    it(`${format.name}: the published updates, newest first, with links, ids, dates, content and author`, async () => {
      const { res, feed } = await fetchFeed(t, project.id, format);
      const page = `${PUBLIC_URL}/projects/${project.id}`;
      expect(feed.title).toBe('Feed & Friends updates');
      expect(feed.url).toBe(page);
      expect(feed.self).toBe(`${page}/${format.path}`);
      const newestFirst = [...published].reverse();
      expect(feed.items.map((i) => i.title)).toEqual(newestFirst.map((u) => u.title));
      for (const [i, item] of feed.items.entries()) {
        const update = newestFirst[i]!;
        expect(item.url).toBe(`${page}/updates/${update.id}`);
        expect(item.id).toBe(`urn:uuid:${update.id}`);
        // RSS dates (RFC 822) carry whole seconds.
        const second = format.meta === 'rss' ? 1000 : 1;
        expect(item.published?.getTime()).toBe(Math.floor(Date.parse(update.published_at) / second) * second);
        expect(item.authors.map((a) => a.name)).toEqual(['feedwriter']);
      }
      const [release, commit, image, text] = feed.items;
      // The parser hands content over with entities decoded, so escaping is checked in the XML.
      expect(text?.content).toContain('<p>Line one<br />\nLine');
      expect(res.payload).toContain('<![CDATA[<p>Line one<br />\nLine &lt;two&gt;</p>]]>');
      expect(image?.content).toContain(
        '<img src="https://img.example/logo.png?size=2&dark=1" alt="New logo">',
      );
      expect(commit?.content).toContain(
        `<a href="https://github.com/${project.repository_name}/commit/abcdef1234567"><code>abcdef1</code></a>: perf: cache`,
      );
      expect(res.payload).toContain('perf: cache &lt;deps&gt;</p>');
      expect(commit?.categories.map((c) => c.term ?? c.label)).toEqual(['commit', 'perf', 'build']);
      expect(release?.title).toBe('v1.0 ]]> launch');
      expect(JSON.stringify(feed)).not.toContain('Scheduled surprise');
    });
  }

  it('names the owner the way each format expects (Atom author, RSS dc:creator)', async () => {
    const atom = await crawl(t, `/projects/${project.id}/feed.xml`);
    expect(atom.payload).toMatch(/<author>\s*<name>feedwriter<\/name>/);
    expect(atom.payload).toMatch(/<id>urn:uuid:[0-9a-f-]{36}<\/id>/);
    const rss = await crawl(t, `/projects/${project.id}/rss.xml`);
    expect(rss.payload).toContain('<dc:creator>feedwriter</dc:creator>');
    // RSS 2.0's <author> must be an email address: not used for names.
    expect(rss.payload).not.toContain('<author>');
  });

  it('shows a scheduled update once its time has come, by itself', async () => {
    const soon = await createProject(t, owner, { is_private: false, name: 'Soon' });
    const dueAt = fromNow(1_500);
    await createUpdate(t, owner, soon.id, textUpdate('Due shortly', { published_at: dueAt }));
    expect((await fetchFeed(t, soon.id, FORMATS[0])).feed.items).toHaveLength(0);
    await untilDatabaseTime(t.deps.database, dueAt);
    expect((await fetchFeed(t, soon.id, FORMATS[0])).feed.items.map((i) => i.title)).toEqual(['Due shortly']);
  });

  it('carries at most 50 updates in two SQL statements', async () => {
    const busy = await createProject(t, owner, { is_private: false, name: 'Busy' });
    for (let i = 1; i <= 52; i++) await createUpdate(t, owner, busy.id, textUpdate(`Update ${i}`));
    const { result, statements } = await statementsOf(() => fetchFeed(t, busy.id, FORMATS[1]));
    expect(statements).toHaveLength(2);
    const titles = result.feed.items.map((i) => i.title);
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe('Update 52');
    expect(titles.at(-1)).toBe('Update 3');
  });

  it('answers 404 for private and unknown projects', async () => {
    const hidden = await createProject(t, owner, { name: 'Hidden Gem', is_private: true });
    await createUpdate(t, owner, hidden.id, textUpdate('Private news'));
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000']) {
      for (const format of FORMATS) {
        const res = await crawl(t, `/projects/${id}/${format.path}`);
        expect(res.statusCode).toBe(404);
        expect(res.payload).not.toMatch(/Hidden Gem|Private news/);
      }
    }
  });

  it('is cacheable: ETag, 304 on revalidation, public Cache-Control, readable by other sites', async () => {
    for (const format of FORMATS) {
      const first = await crawl(t, `/projects/${project.id}/${format.path}`);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      expect(first.headers['access-control-allow-origin']).toBe('*');
      const again = await crawl(t, `/projects/${project.id}/${format.path}`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.payload).toBe('');
    }
    const before = String((await crawl(t, `/projects/${project.id}/feed.xml`)).headers.etag);
    await createUpdate(t, owner, project.id, textUpdate('Even newer'));
    const after = await crawl(t, `/projects/${project.id}/feed.xml`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.payload).toContain('Even newer');
  });
});
