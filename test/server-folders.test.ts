import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's top-level folders (modules, jobs, queue, integrations, lib, db, auth, plugins)
 * form layers: no two of them import each other, directly or through others. Type imports
 * count too. The files at the top (app.ts, runtime.ts, deps.ts, config.ts…) compose the
 * folders and are left out.
 */

const src = fileURLToPath(new URL('../apps/server/src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const file = [base, `${base}.ts`, join(base, 'index.ts')].find(
    (c) => existsSync(c) && statSync(c).isFile(),
  );
  return file ?? null;
}

/** The top-level folder of a file, or null for the files at the top. */
const folderOf = (file: string) => {
  const parts = relative(src, file).split('/');
  return parts.length > 1 ? parts[0]! : null;
};

/** Folder → folder edges, each with the first import that makes it. */
function folderImports(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(src)) {
    const from = folderOf(file);
    if (!from) continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      const to = target && folderOf(target);
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, `${relative(src, file)} → ${fileName}`);
    }
  }
  return edges;
}

function reaches(edges: Map<string, Map<string, string>>, start: string, goal: string): boolean {
  const seen = new Set([start]);
  const next = [start];
  while (next.length) {
    for (const to of edges.get(next.pop()!)?.keys() ?? []) {
      if (to === goal) return true;
      if (seen.has(to)) continue;
      seen.add(to);
      next.push(to);
    }
  }
  return false;
}

describe('apps/server/src top-level folders', () => {
  it('import each other without cycles', () => {
    const edges = folderImports();
    expect(edges.get('jobs')?.has('modules')).toBe(true); // the check sees imports at all
    const cyclic = [...edges].flatMap(([from, targets]) =>
      [...targets].filter(([to]) => reaches(edges, to, from)).map(([to, via]) => `${from} → ${to} (${via})`),
    );
    expect(cyclic).toEqual([]);
  });
});

describe('the writer (apps/server/src/integrations/ai)', () => {
  it('has no import circle between its files, type imports included', () => {
    const ai = join(src, 'integrations/ai');
    const edges = new Map<string, Map<string, string>>();
    for (const file of sourceFiles(ai)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const target = resolveImport(file, fileName);
        if (!target?.startsWith(ai) || target === file) continue;
        const from = relative(ai, file);
        if (!edges.has(from)) edges.set(from, new Map());
        edges.get(from)!.set(relative(ai, target), fileName);
      }
    }
    expect(edges.size).toBeGreaterThan(10); // the check sees imports at all
    const cyclic = [...edges].flatMap(([from, targets]) =>
      [...targets.keys()].filter((to) => reaches(edges, to, from)).map((to) => `${from} → ${to}`),
    );
    expect(cyclic).toEqual([]);
  });
});
