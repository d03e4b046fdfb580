import { describe, expect, it, vi } from 'vitest';
import { ProjectReadCache, toCachedJson, type Loaded } from '../src/lib/project-read-cache';
import { matchesEtag } from '../src/lib/http-etag';

/** A loader that counts its calls; with `hold`, call i answers when `release(i)` is called. */
function loader(values: string[], opts: { hold?: boolean; expiresAt?: number } = {}) {
  let calls = 0;
  const waiting: (() => void)[] = [];
  const load = async (): Promise<Loaded<string>> => {
    const value = values[Math.min(calls++, values.length - 1)]!;
    if (opts.hold) await new Promise<void>((r) => waiting.push(r));
    return { value, expiresAt: opts.expiresAt };
  };
  const release = async (i?: number) => {
    if (i === undefined) waiting.forEach((r) => r());
    else waiting[i]!();
    for (let n = 0; n < 5; n++) await Promise.resolve();
  };
  return { load, calls: () => calls, release };
}

describe('the project read cache', () => {
  it('loads once, then serves from memory until the TTL or the given expiry', async () => {
    // The cache reads the clock (Date.now): the test moves it on instead of waiting.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = new ProjectReadCache(50, 10);
      const l = loader(['a', 'b']);
      expect(await cache.read('p', 'x', l.load)).toEqual({ value: 'a', fresh: true });
      expect(await cache.read('p', 'x', l.load)).toEqual({ value: 'a', fresh: false });
      vi.setSystemTime(Date.now() + 60);
      expect(await cache.read('p', 'x', l.load)).toEqual({ value: 'b', fresh: true });

      const soon = loader(['c', 'd'], { expiresAt: Date.now() + 10 });
      await cache.read('q', 'x', soon.load);
      vi.setSystemTime(Date.now() + 20);
      expect((await cache.read('q', 'x', soon.load)).value).toBe('d');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one load among concurrent misses', async () => {
    const cache = new ProjectReadCache(1_000, 10);
    const l = loader(['a'], { hold: true });
    const reads = [cache.read('p', 'x', l.load), cache.read('p', 'x', l.load), cache.read('p', 'x', l.load)];
    await l.release();
    expect((await Promise.all(reads)).map((r) => r.value)).toEqual(['a', 'a', 'a']);
    expect(l.calls()).toBe(1);
  });

  it('never stores a load that an invalidation overtook, and drops loads in flight', async () => {
    const cache = new ProjectReadCache(1_000, 10);
    const slow = loader(['old', 'new'], { hold: true });
    const first = cache.read('p', 'x', slow.load);
    cache.invalidate('p'); // a write committed while the first read was under way
    const second = cache.read('p', 'x', slow.load); // does not join the stale load
    await slow.release(1); // the fresh load answers first…
    expect((await second).value).toBe('new');
    await slow.release(0); // …and the stale one last: it must not replace 'new'
    expect((await first).value).toBe('old');
    expect(slow.calls()).toBe(2);
    expect(await cache.read('p', 'x', loader(['newest']).load)).toEqual({ value: 'new', fresh: false });
  });

  it('turned off (TTL 0), loads every time and shares nothing', async () => {
    const cache = new ProjectReadCache(0, 10);
    const l = loader(['a', 'b', 'c']);
    const values = await Promise.all([1, 2, 3].map(() => cache.read('p', 'x', l.load)));
    expect(values.map((v) => v.value)).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most maxProjects projects, dropping the oldest', async () => {
    const cache = new ProjectReadCache(1_000, 2);
    for (const p of ['a', 'b', 'c']) await cache.read(p, 'x', loader([p]).load);
    expect((await cache.read('a', 'x', loader(['a2']).load)).value).toBe('a2');
    expect((await cache.read('c', 'x', loader(['c2']).load)).value).toBe('c');
  });

  it('drops expired pages once a TTL has passed, whichever project they belong to', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = new ProjectReadCache(50, 10);
      const page = (bytes: number) => async (): Promise<Loaded<string>> => ({ value: 'page', bytes });
      // A reader follows a cursor through a hundred pages of one project.
      for (let i = 0; i < 100; i++) await cache.read('deep', `page ${i}`, page(1_000));
      expect(cache.size).toEqual({ projects: 1, bytes: 100_000 });
      vi.setSystemTime(Date.now() + 60);
      // The next page stored, of another project, finds them all expired: they go.
      await cache.read('other', 'first', page(500));
      expect(cache.size).toEqual({ projects: 1, bytes: 500 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('tags bodies by content and matches If-None-Match lists', () => {
    const a = toCachedJson([{ id: 1 }]);
    expect(a).toEqual({ body: '[{"id":1}]', etag: a.etag });
    expect(toCachedJson([{ id: 1 }]).etag).toBe(a.etag);
    expect(toCachedJson([{ id: 2 }]).etag).not.toBe(a.etag);
    expect(matchesEtag(undefined, a.etag)).toBe(false);
    expect(matchesEtag(`"x", W/${a.etag}`, a.etag)).toBe(true);
    expect(matchesEtag('*', a.etag)).toBe(true);
    expect(matchesEtag('"x"', a.etag)).toBe(false);
  });
});
