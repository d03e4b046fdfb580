import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timelineRead, UPDATES_PAGE_SIZE } from '@shiplog/contract';
import {
  call,
  createProject,
  createTestApp,
  createUpdate,
  fromNow,
  statementsOf,
  textUpdate,
} from './support';
import { projects } from '../src/db/schema';
import { crawl, publicSite, PUBLIC_URL, readHead } from './support/feeds';

describe('crawler metadata of /projects/{id}', () => {
  const s = publicSite('octocat');

  it("renders the project's title, description, canonical URL, image, article tags, JSON-LD, feeds and icon", async () => {
    const project = await createProject(s.t, s.owner, {
      is_private: false,
      name: 'Rocket Launcher',
      description: 'A launcher for rockets, built in public.',
      banner_url: 'https://cdn.example/banner.png',
      icon_url: 'https://cdn.example/icon.png',
      tech_stack: ['TypeScript', 'PostgreSQL'],
    });
    await createUpdate(s.t, s.owner, project.id, textUpdate('First light'));
    const latest = await createUpdate(s.t, s.owner, project.id, textUpdate('Second stage'));
    const url = `${PUBLIC_URL}/projects/${project.id}`;

    const res = await crawl(s.t, `/projects/${project.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const head = readHead(res.payload);
    expect(head.title).toBe('Rocket Launcher | Shiplog');
    expect(head.meta('description')).toBe('A launcher for rockets, built in public.');
    expect(head.canonical).toBe(url);
    expect(head.meta('robots')).toBeUndefined();
    expect(head.meta('og:title')).toBe('Rocket Launcher | Shiplog');
    expect(head.meta('og:url')).toBe(url);
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('og:image')).toBe('https://cdn.example/banner.png');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe('https://cdn.example/banner.png');
    expect(head.meta('article:published_time')).toBe(project.created_at);
    const modified = [latest.published_at, latest.updated_at].sort().at(-1);
    expect(head.meta('article:modified_time')).toBe(modified);
    expect(head.meta('article:author')).toBe('octocat');
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SoftwareSourceCode',
      name: 'Rocket Launcher',
      description: 'A launcher for rockets, built in public.',
      url,
      codeRepository: `https://github.com/${project.repository_name}`,
      programmingLanguage: 'TypeScript, PostgreSQL',
      dateCreated: project.created_at,
      dateModified: modified,
      author: { '@type': 'Person', name: 'octocat' },
    });
    expect(head.alternates).toEqual([
      { type: 'application/atom+xml', title: 'Rocket Launcher updates (Atom)', href: `${url}/feed.xml` },
      { type: 'application/rss+xml', title: 'Rocket Launcher updates (RSS)', href: `${url}/rss.xml` },
      {
        type: 'application/feed+json',
        title: 'Rocket Launcher updates (JSON Feed)',
        href: `${url}/feed.json`,
      },
    ]);
    // The project's icon comes after the site's own, so the browser tab shows it.
    expect(head.icons.at(-1)).toBe('https://cdn.example/icon.png');
  });

  it('falls back to the latest published update and the generated social card', async () => {
    const project = await createProject(s.t, s.owner, {
      is_private: false,
      name: 'Quiet Project',
      description: '',
    });
    await createUpdate(s.t, s.owner, project.id, textUpdate('Old news', { content: 'Nothing to see.' }));
    await createUpdate(s.t, s.owner, project.id, textUpdate('Fresh news', { content: 'x'.repeat(200) }));
    expect(readHead((await crawl(s.t, `/projects/${project.id}`)).payload).icons).not.toContain(
      'https://cdn.example/icon.png',
    );
    await createUpdate(
      s.t,
      s.owner,
      project.id,
      textUpdate('Secret plan', { published_at: fromNow(3_600_000) }),
    );

    const res = await crawl(s.t, `/projects/${project.id}`);
    const head = readHead(res.payload);
    expect(head.meta('description')).toBe(`${'x'.repeat(157)}...`);
    const image = head.meta('og:image')!;
    expect(image).toMatch(
      new RegExp(`^${PUBLIC_URL}/projects/${project.id}/social-card\\.png\\?v=[\\w-]{16}$`),
    );
    expect(head.meta('twitter:image')).toBe(image);
    // The scheduled update is not out yet: not named, not the modification time.
    expect(res.payload).not.toContain('Secret plan');
    expect(new Date(head.meta('article:modified_time')!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(head.jsonLd).not.toHaveProperty('programmingLanguage');

    const card = await crawl(s.t, image.slice(PUBLIC_URL.length));
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });

  it('answers a private or unknown project with the generic page, 404 and noindex', async () => {
    const hidden = await createProject(s.t, s.owner, {
      name: 'Skunkworks Zeppelin',
      description: 'Top secret airship',
      is_private: true,
    });
    for (const id of [hidden.id, '00000000-0000-4000-8000-000000000000', 'no-such-project']) {
      const res = await crawl(s.t, `/projects/${id}`);
      expect(res.statusCode).toBe(404);
      const head = readHead(res.payload);
      expect(head.title).toBe('Page not found | Shiplog');
      expect(head.meta('robots')).toBe('noindex');
      expect(head.alternates).toEqual([]);
      expect(head.jsonLd).toBeUndefined();
      expect(res.payload).not.toMatch(/Skunkworks|Zeppelin|secret/i);
    }
  });

  it('escapes project data everywhere in the head', async () => {
    const name = `<script>alert(1)</script>"'&$&$'`;
    const project = await createProject(s.t, s.owner, {
      is_private: false,
      name,
      description: `</script><img src=x onerror=alert(2)> "quoted" & $\``,
    });
    const res = await crawl(s.t, `/projects/${project.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.payload;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // Only the page's own scripts: the app bundle and the JSON-LD block, and one data block (not run).
    expect(html.match(/<script(?! type="application\/json")/g)).toHaveLength(2);
    expect(html.match(/<script type="application\/json"/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;$&amp;$&#39; | Shiplog</title>',
    );
    const head = readHead(html);
    expect(head.title).toBe(`${name} | Shiplog`);
    expect(head.meta('og:title')).toBe(`${name} | Shiplog`);
    expect(head.meta('description')).toBe(`</script><img src=x onerror=alert(2)> "quoted" & $\``);
    expect(head.jsonLd?.name).toBe(name);
    expect(head.alternates[0]?.title).toBe(`${name} updates (Atom)`);
  });

  it('costs the same few SQL statements whatever the number of updates, and none once the page is kept', async () => {
    const notStars = (sql: string) => !/stars_checked_at|from "accounts"/.test(sql);
    const counts: number[] = [];
    for (const updates of [5, 25]) {
      const project = await createProject(s.t, s.owner, { is_private: false, name: 'Busy Project' });
      for (let i = 0; i < updates; i++)
        await createUpdate(s.t, s.owner, project.id, textUpdate(`Update ${i}`));
      const { result, statements } = await statementsOf(() => crawl(s.t, `/projects/${project.id}`));
      expect(result.statusCode).toBe(200);
      counts.push(statements.filter(notStars).length);
      // The page is then served as built (besides the GitHub stars check, which runs on its own
      // while the cached project says it is due).
      const again = (await statementsOf(() => crawl(s.t, `/projects/${project.id}`))).statements;
      expect(again.filter(notStars)).toHaveLength(0);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(4);
  });

  it('leaves the static pages next to project pages alone', async () => {
    const list = await crawl(s.t, '/projects/public');
    expect(list.statusCode).toBe(200);
    expect(readHead(list.payload).title).toBe('Public projects | Shiplog');
    const settings = await crawl(s.t, '/projects/some-id/settings');
    expect(readHead(settings.payload).meta('robots')).toBe('noindex');
  });
});

/** The API answers a page was sent with, or undefined. */
const answersOf = (html: string) => {
  const json = html.match(
    /<script type="application\/json" id="shiplog-initial-answers">([^<]*)<\/script>/,
  )?.[1];
  return json === undefined
    ? undefined
    : (JSON.parse(json) as Record<string, { body: unknown; headers: Record<string, string> }>);
};

/** A session cookie (unknown to the app, but a page is then built for the reader). */
const SIGNED_IN_COOKIE = '__Host-shiplog.session_token=abc; shiplog.session_token=abc';

describe("a visitor's project page carries its first API answers", () => {
  const s = publicSite('answers');

  it('writes the project and the first page of updates with the next cursor into the page, as the API answers them', async () => {
    const project = await createProject(s.t, s.owner, {
      is_private: false,
      name: '</script><script>alert(1)</script>',
    });
    for (let i = 1; i <= UPDATES_PAGE_SIZE + 1; i++)
      await createUpdate(s.t, s.owner, project.id, textUpdate(`Update ${i}`));
    const res = await crawl(s.t, `/projects/${project.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.payload).not.toContain('<script>alert(1)');
    const answers = answersOf(res.payload)!;
    const projectPath = `/projects/${project.id}`;
    const updatesPath = `${projectPath}/updates?limit=${UPDATES_PAGE_SIZE}`;
    expect(Object.keys(answers).sort()).toEqual([projectPath, updatesPath]);
    const api = await s.t.app.inject({ method: 'GET', url: `/api${updatesPath}` });
    expect(answers[updatesPath]!.body).toEqual(api.json());
    expect(answers[updatesPath]!.headers['x-next-cursor']).toBe(api.headers['x-next-cursor']);
    expect((answers[projectPath]!.body as { name: string }).name).toBe(project.name);
  });

  it('writes the page its address narrows to: an older page, a type, a search (readable without JavaScript)', async () => {
    const project = await createProject(s.t, s.owner, { is_private: false });
    for (let i = 1; i <= UPDATES_PAGE_SIZE + 2; i++)
      await createUpdate(s.t, s.owner, project.id, textUpdate(`Narrow week ${i}`));
    const first = await crawl(s.t, `/projects/${project.id}`);
    const [, timeline] = Object.entries(answersOf(first.payload)!).find(([path]) =>
      path.includes('/updates'),
    )!;
    const cursor = timeline.headers['x-next-cursor']!;
    expect(cursor).toBeTruthy();
    const cases = [
      { query: `?before=${encodeURIComponent(cursor)}`, timeline: { before: cursor } },
      {
        query: '?type=text&q=week%201&ignored=yes',
        timeline: { before: null, type: 'text' as const, q: 'week 1' },
      },
    ];
    for (const { query, timeline } of cases) {
      const res = await crawl(s.t, `/projects/${project.id}${query}`);
      expect(res.statusCode).toBe(200);
      const answers = answersOf(res.payload)!;
      const read = timelineRead(project.id, timeline);
      expect(Object.keys(answers).sort()).toEqual([`/projects/${project.id}`, read].sort());
      const api = await s.t.app.inject({ method: 'GET', url: `/api${read}` });
      expect(api.statusCode).toBe(200);
      expect(answers[read]!.body).toEqual(api.json());
      expect((api.json() as unknown[]).length).toBeGreaterThan(0);
    }
    // A page of its own, not the first page kept for the project.
    expect(answersOf((await crawl(s.t, `/projects/${project.id}`)).payload)).toEqual(
      answersOf(first.payload),
    );
  });

  it("writes an update's page with the project, the update, its neighbours and its comments", async () => {
    const project = await createProject(s.t, s.owner, { is_private: false });
    const older = await createUpdate(s.t, s.owner, project.id, textUpdate('Older'));
    const update = await createUpdate(s.t, s.owner, project.id, textUpdate('Commented'));
    const comment = await call(s.t, 'POST', `/api/updates/${update.id}/comments`, {
      as: s.owner,
      payload: { content: 'First!' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const res = await crawl(s.t, `/projects/${project.id}/updates/${update.id}`);
    const answers = answersOf(res.payload)!;
    const one = `/projects/${project.id}/updates/${update.id}`;
    const comments = `/updates/${update.id}/comments`;
    expect(Object.keys(answers).sort()).toEqual(
      [`/projects/${project.id}`, one, `${one}/neighbours`, comments].sort(),
    );
    expect(answers[comments]!.body).toEqual([expect.objectContaining({ content: 'First!' })]);
    expect(answers[`${one}/neighbours`]!.body).toEqual({
      newer: null,
      older: { id: older.id, title: 'Older' },
    });
  });

  it('answers 304 to a reader who has the page, until the project changes', async () => {
    const project = await createProject(s.t, s.owner, { is_private: false });
    // The first view starts the GitHub stars check, which may change the project once: wait until it settles.
    let etag = '';
    await expect
      .poll(async () => {
        const seen = (await crawl(s.t, `/projects/${project.id}`)).headers.etag as string;
        const settled = seen === etag;
        etag = seen;
        return settled;
      })
      .toBe(true);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await crawl(s.t, `/projects/${project.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.payload).toBe('');
    await createUpdate(s.t, s.owner, project.id, textUpdate('Something new'));
    const changed = await crawl(s.t, `/projects/${project.id}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("builds a visitor's page once and keeps it until the project changes", async () => {
    const project = await createProject(s.t, s.owner, { is_private: false, name: 'Kept Page' });
    await createUpdate(s.t, s.owner, project.id, textUpdate('Kept update'));
    const page = `/projects/${project.id}`;
    // The first view starts the GitHub stars check, which may change the project once: wait until it settles.
    let etag = '';
    await expect
      .poll(async () => {
        const seen = (await crawl(s.t, page)).headers.etag as string;
        const settled = seen === etag;
        etag = seen;
        return settled;
      })
      .toBe(true);
    // A change behind the app's back (no write hook) is not seen: the page is served as built.
    await s.t.deps.database.db
      .update(projects)
      .set({ name: 'Renamed Quietly' })
      .where(eq(projects.id, project.id));
    const { result, statements } = await statementsOf(() => crawl(s.t, page, { 'accept-encoding': 'gzip' }));
    expect(statements).toEqual([]);
    expect(result.headers.etag).toBe(etag);
    expect(gunzipSync(result.rawPayload).toString()).toContain('Kept Page');
    // A signed-in reader's page is built for them.
    const signedIn = await s.t.app.inject({
      method: 'GET',
      url: page,
      headers: { cookie: SIGNED_IN_COOKIE },
    });
    expect(readHead(signedIn.payload).title).toBe('Renamed Quietly | Shiplog');
    // A write through the app drops it at once.
    await createUpdate(s.t, s.owner, project.id, textUpdate('Fresh update'));
    const changed = (await crawl(s.t, page)).payload;
    expect(changed).toContain('Fresh update');
    expect(readHead(changed).title).toBe('Renamed Quietly | Shiplog');
  });

  it('leaves them out for a signed-in reader and on a 404', async () => {
    const project = await createProject(s.t, s.owner, { is_private: false });
    const signedIn = await s.t.app.inject({
      method: 'GET',
      url: `/projects/${project.id}`,
      headers: { cookie: SIGNED_IN_COOKIE },
    });
    expect(answersOf(signedIn.payload)).toBeUndefined();
    expect(
      answersOf((await crawl(s.t, '/projects/00000000-0000-4000-8000-000000000000')).payload),
    ).toBeUndefined();
  });
});

describe('crawler metadata when the database is down', () => {
  it('answers project pages 503 with noindex (crawlers retry) and static pages as usual', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL } });
    try {
      await t.deps.database.close();
      const res = await crawl(t, '/projects/00000000-0000-4000-8000-000000000000');
      expect(res.statusCode).toBe(503);
      expect(readHead(res.payload).meta('robots')).toBe('noindex');
      expect(t.logs.some((l) => l.msg === 'page metadata lookup failed')).toBe(true);
      const pricing = await crawl(t, '/pricing');
      expect(pricing.statusCode).toBe(200);
      expect(readHead(pricing.payload).title).toBe('Pricing | Shiplog');
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe('/projects/public for a visitor', () => {
  const s = publicSite('lister');

  it('arrives with its first page in the order asked for, and only projects that have shipped', async () => {
    const quiet = await createProject(s.t, s.owner, { is_private: false, name: 'Quiet Project' });
    const busy = await createProject(s.t, s.owner, { is_private: false, name: 'Busy Project' });
    const fresh = await createProject(s.t, s.owner, { is_private: false, name: 'Fresh Project' });
    for (const title of ['One', 'Two']) await createUpdate(s.t, s.owner, busy.id, textUpdate(title));
    await createUpdate(s.t, s.owner, fresh.id, textUpdate('Just shipped'));
    expect(quiet.id).toBeDefined();

    // What the page starts from (the browser suite checks the HTML rendered from it).
    const namesIn = async (url: string, read: string) => {
      const answers = answersOf((await crawl(s.t, url)).payload)!;
      expect(Object.keys(answers)).toEqual([read]);
      return (answers[read]!.body as Array<{ name: string }>).map((p) => p.name);
    };
    expect(await namesIn('/projects/public', '/projects/public')).toEqual(['Fresh Project', 'Busy Project']);
    expect(await namesIn('/projects/public?sort=updates', '/projects/public?sort=updates')).toEqual([
      'Busy Project',
      'Fresh Project',
    ]);
    // An order it does not know is the default one.
    expect(await namesIn('/projects/public?sort=bogus', '/projects/public')).toEqual([
      'Fresh Project',
      'Busy Project',
    ]);
  });
});
