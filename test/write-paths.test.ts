import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One write path per table: a table whose rows carry rules (the after-write hook, the sources
 * stored with an update, counters) is inserted into by its own module only, so no other module
 * can skip them. docs/architecture.md lists the write paths.
 */
const src = fileURLToPath(new URL('../apps/server/src', import.meta.url));

/** Table (its schema export) → the folder of the server that alone inserts its rows. */
const INSERTED_ONLY_BY: Record<string, string> = {
  updates: 'modules/updates',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `file: table` for every insert into a listed table outside its owner's folder. */
export function strayInserts(files: { path: string; text: string }[]): string[] {
  const stray: string[] = [];
  for (const { path, text } of files)
    for (const [table, owner] of Object.entries(INSERTED_ONLY_BY)) {
      if (path.startsWith(`${owner}/`)) continue;
      if (new RegExp(`\\.insert\\(\\s*${table}\\s*\\)`).test(text)) stray.push(`${path}: ${table}`);
    }
  return stray;
}

describe('write paths', () => {
  it('inserts each listed table from its own module only', () => {
    const files = sourceFiles(src).map((file) => ({
      path: relative(src, file),
      text: readFileSync(file, 'utf8'),
    }));
    expect(files.length).toBeGreaterThan(100);
    expect(strayInserts(files)).toEqual([]);
  });

  it('sees an insert of updates from another module, also across lines', () => {
    const text = 'await db\n  .insert(\n    updates,\n  )';
    expect(
      strayInserts([{ path: 'modules/projects/seed.ts', text: 'db.insert(updates).values(x)' }]),
    ).toEqual(['modules/projects/seed.ts: updates']);
    expect(strayInserts([{ path: 'lib/x.ts', text: text.replace(',', '') }])).toEqual(['lib/x.ts: updates']);
    expect(strayInserts([{ path: 'modules/updates/update-writes.ts', text }])).toEqual([]);
    expect(strayInserts([{ path: 'modules/posts/a.ts', text: 'db.insert(updateSources)' }])).toEqual([]);
  });
});
