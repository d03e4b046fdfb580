import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER, UPDATES_PAGE_SIZE, type Update } from '@shiplog/contract';
import { call, createProject, createUpdate, fromNow, ownedProjects, textUpdate } from './support';

const MINUTE = 60_000;

describe('GET /api/projects/{id}/updates, a page at a time', () => {
  const s = ownedProjects('pages.test');
  const url = (projectId: string, query = '') =>
    `/api/projects/${projectId}/updates${query ? `?${query}` : ''}`;
  const page = async (projectId: string, query: string, as = s.stranger) => {
    const res = await call(s.t, 'GET', url(projectId, query), { as });
    expect(res.statusCode, res.body).toBe(200);
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
    return { titles: res.json<Update[]>().map((u) => u.title), cursor, link: res.headers.link };
  };
  /** Follows the cursors from the first page to the last. */
  const allPages = async (projectId: string, query: string) => {
    const seen: string[][] = [];
    let cursor: string | undefined;
    do {
      const next = await page(projectId, [query, cursor && `before=${cursor}`].filter(Boolean).join('&'));
      seen.push(next.titles);
      cursor = next.cursor;
    } while (cursor && seen.length < 20);
    return seen;
  };

  it('serves a page of 10 at first, pinned first, then the next pages by cursor, each update once', async () => {
    const id = s.publicId;
    for (let i = 1; i <= 45; i++)
      await createUpdate(
        s.t,
        s.owner,
        id,
        textUpdate(`Update ${i}`, { published_at: fromNow(-(100 - i) * MINUTE) }),
      );
    await createUpdate(
      s.t,
      s.owner,
      id,
      textUpdate('Pinned', { is_pinned: true, published_at: fromNow(-200 * MINUTE) }),
    );

    const first = await page(id, `limit=${UPDATES_PAGE_SIZE}`);
    expect(first.titles).toHaveLength(UPDATES_PAGE_SIZE);
    expect(first.titles.slice(0, 3)).toEqual(['Pinned', 'Update 45', 'Update 44']);
    expect(first.link).toBe(
      `</api/projects/${id}/updates?before=${first.cursor}&limit=${UPDATES_PAGE_SIZE}>; rel="next"`,
    );
    const pages = await allPages(id, 'limit=20');
    expect(pages.map((p) => p.length)).toEqual([20, 20, 6]);
    const titles = pages.flat();
    expect(new Set(titles).size).toBe(46);
    expect(titles.at(-1)).toBe('Update 1');
    // Without a query: every update, as before.
    const all = await call(s.t, 'GET', url(id), { as: s.stranger });
    expect(all.json<Update[]>().map((u) => u.title)).toEqual(titles);
  });

  it('is stable when updates are posted while a reader pages through', async () => {
    const id = s.privateId;
    for (let i = 1; i <= 6; i++)
      await createUpdate(
        s.t,
        s.owner,
        id,
        textUpdate(`Old ${i}`, { published_at: fromNow(-(10 - i) * MINUTE) }),
      );
    const first = await page(id, 'limit=3', s.owner);
    expect(first.titles).toEqual(['Old 6', 'Old 5', 'Old 4']);
    await createUpdate(s.t, s.owner, id, textUpdate('Newer'));
    const second = await page(id, `limit=3&before=${first.cursor}`, s.owner);
    expect(second.titles).toEqual(['Old 3', 'Old 2', 'Old 1']);
    expect(second.cursor).toBeUndefined();
    expect((await page(id, 'limit=3', s.owner)).titles[0]).toBe('Newer');
  });

  it('filters by type or major, and searches titles and contents by every word', async () => {
    const { id } = await createProjectWith();
    const release = await page(id, 'type=release');
    expect(release.titles).toEqual(['v2.0 is out']);
    expect((await page(id, 'type=major')).titles).toEqual(['v2.0 is out', 'A big redesign']);
    expect((await page(id, 'q=DARK mode')).titles).toEqual(['Dark mode']);
    expect((await page(id, 'q=themes')).titles).toEqual(['Dark mode']);
    expect((await page(id, 'q=mode&type=release')).titles).toEqual([]);
    expect((await page(id, 'q=nothing-like-this')).titles).toEqual([]);
    const small = await page(id, 'type=text&limit=1');
    expect(small.titles).toEqual(['Dark mode']);
    expect((await page(id, `type=text&limit=1&before=${small.cursor}`)).titles).toEqual(['A big redesign']);
  });

  it('keeps drafts and scheduled updates to the owner, in pages too', async () => {
    const { id } = await createProjectWith();
    await createUpdate(s.t, s.owner, id, textUpdate('Later', { published_at: fromNow(60 * MINUTE) }));
    expect((await page(id, 'limit=10')).titles).not.toContain('Later');
    expect((await page(id, 'limit=10', s.owner)).titles).toContain('Later');
  });

  it('refuses a bad cursor, limit or type with 400 and hides private projects with 404', async () => {
    for (const query of [
      'before=not-a-cursor',
      'limit=0',
      'limit=101',
      'type=video',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await call(s.t, 'GET', url(s.publicId, query), { as: s.stranger });
      expect(res.statusCode, query).toBe(400);
    }
    const hidden = await call(s.t, 'GET', url(s.privateId, 'limit=5'), { as: s.stranger });
    expect(hidden.statusCode).toBe(404);
  });

  it("names the newer and older updates next to one, as the viewer's timeline has them", async () => {
    const { id } = await createProjectWith();
    const list = (await call(s.t, 'GET', url(id), { as: s.stranger })).json<Update[]>();
    const [dark, release, redesign] = list;
    const around = async (updateId: string, as = s.stranger) =>
      call(s.t, 'GET', `${url(id)}/${updateId}/neighbours`, { as });
    expect((await around(release!.id)).json()).toEqual({
      newer: { id: dark!.id, title: 'Dark mode' },
      older: { id: redesign!.id, title: 'A big redesign' },
    });
    expect((await around(dark!.id)).json()).toEqual({
      newer: null,
      older: { id: release!.id, title: 'v2.0 is out' },
    });
    const later = await createUpdate(
      s.t,
      s.owner,
      id,
      textUpdate('Later', { published_at: fromNow(60 * MINUTE) }),
    );
    expect((await around(later.id)).statusCode).toBe(404);
    expect((await around(later.id, s.owner)).json()).toEqual({
      newer: null,
      older: { id: dark!.id, title: 'Dark mode' },
    });
  });

  async function createProjectWith() {
    const { id } = await createProject(s.t, s.owner, { is_private: false });
    await createUpdate(
      s.t,
      s.owner,
      id,
      textUpdate('A big redesign', { is_major_update: true, published_at: fromNow(-3 * MINUTE) }),
    );
    await createUpdate(s.t, s.owner, id, {
      type: 'release',
      title: 'v2.0 is out',
      content: 'Everything new.',
      is_major_update: true,
      published_at: fromNow(-2 * MINUTE),
    });
    await createUpdate(
      s.t,
      s.owner,
      id,
      textUpdate('Dark mode', { content: 'Two themes: dark and light.', published_at: fromNow(-MINUTE) }),
    );
    return { id };
  }
});
