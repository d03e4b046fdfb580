import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bothEngines, engineFree } from '../apps/server/test/engine-split';

/**
 * The split of server test files between the engines (apps/server/test/engine-split.ts) is
 * stated there and checked here: a file whose test exercises what differs between PGlite and
 * PostgreSQL must run on both.
 */
const testDir = fileURLToPath(new URL('../apps/server/test/', import.meta.url));
const files = readdirSync(testDir).filter((name) => name.endsWith('.test.ts'));
const glob = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/^test\//, '')
      .replace(/\./g, '\\.')
      .replace(/\*/g, '.*')}$`,
  );
const matching = (patterns: string[]) => files.filter((f) => patterns.some((p) => glob(p).test(f)));

/** What a file does that depends on the engine: raw SQL, locks, migrations, backups, concurrency. */
const ENGINE_SPECIFIC = [
  /sql`|\.execute\(|\.query\(/,
  /FOR UPDATE|SKIP LOCKED|pg_advisory/,
  /\bmigrat|\bbackup|\brestore/i,
  /^\s*it\(['"`].*\b(at once|concurrent|concurrently|in parallel|killed|crash)/im,
];

/** Files that match a marker above without depending on the engine, each with its reason. */
const NOT_ENGINE_SPECIFIC: Record<string, string> = {
  'markdown-api.test.ts': 'renders Markdown through the API; "restore" names text, not the database',
  'domains-hosts.test.ts': '"at once" is a cache that sees a domain change without a restart',
  'posts-updates-generate.test.ts': '"at once" means published immediately, not concurrent requests',
  'projects-cache.test.ts': '"at once" means a write is seen immediately through the read cache',
  'public-name.test.ts': '"at once" means the new display name shows everywhere immediately',
  'updates-cache.test.ts': '"at once" means a write is seen immediately through the read cache',
  'updates.test.ts': '"at once" means an update dated today shows immediately',
};

describe('server tests split between the database engines', () => {
  it('names only files that exist, and no file twice', () => {
    for (const pattern of [...engineFree, ...bothEngines])
      expect(matching([pattern]), pattern).not.toEqual([]);
    const both = matching(bothEngines);
    expect(both.filter((f) => matching(engineFree).includes(f))).toEqual([]);
    expect(new Set(both).size).toBe(bothEngines.length);
  });

  it('runs every file that exercises engine-specific behaviour on both engines', () => {
    const onOneEngine = files.filter((f) => !matching([...bothEngines, ...engineFree]).includes(f));
    const missed = onOneEngine.filter(
      (f) =>
        !(f in NOT_ENGINE_SPECIFIC) &&
        ENGINE_SPECIFIC.some((marker) => marker.test(readFileSync(`${testDir}${f}`, 'utf8'))),
    );
    expect(missed, 'add these to bothEngines, or say why not in NOT_ENGINE_SPECIFIC').toEqual([]);
  });

  it('lists no exception that no longer needs one', () => {
    for (const f of Object.keys(NOT_ENGINE_SPECIFIC)) {
      expect(files, f).toContain(f);
      expect(matching(bothEngines), f).not.toContain(f);
      const text = readFileSync(`${testDir}${f}`, 'utf8');
      expect(
        ENGINE_SPECIFIC.some((marker) => marker.test(text)),
        `${f} no longer matches a marker`,
      ).toBe(true);
    }
  });
});
