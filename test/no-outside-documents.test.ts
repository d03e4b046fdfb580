import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code, tests and docs cite only what a reader of the repository can open: a page of docs/, a
 * file, or a public standard by name or address. A reference to a design document or product
 * specification kept outside the repository ("spec section 3", "DESIGN §5", "the spec's
 * message", a path to a shared folder) cannot be followed; say what the rule is, or name the
 * docs/ page that holds it.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const ROOTS = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'test', 'docs'];
const ROOT_FILES = ['README.md', 'eslint.config.js', 'vitest.config.ts'];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', 'data', 'screenshots', '.git']);
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|md|css|html|py|sh)$/;
const SELF = 'test/no-outside-documents.test.ts';

/** Documents kept outside the repository, by name or path. */
const OUTSIDE = new RegExp(
  ['DESIGN\\.md', '\\bDESIGN\\b', 'product-spec', '/work/shared', 'shared/spec'].join('|'),
);
/** "spec" as a word (not `*.spec.ts`, `spec/` or `test|spec` in a pattern). */
const SPEC = /(?<![.\\/|_-])\b[Ss]pec(?:ification)?s?\b(?![.\\/|_-])/;
/** A public specification named on the same line is a reference anyone can follow. */
const PUBLIC = /W3C|WOFF|RFC|JSON Feed|jsonfeed|OpenAPI|WHATWG|ECMAScript|https?:\/\//;

function outsideReference(line: string): boolean {
  return OUTSIDE.test(line) || (SPEC.test(line) && !PUBLIC.test(line));
}

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* files(join(dir, entry.name));
    } else if (EXTENSIONS.test(entry.name)) {
      yield join(dir, entry.name);
    }
  }
}

describe('references to documents outside the repository', () => {
  it('tells an outside reference from a public standard or a file pattern', () => {
    const outside = [
      '/** A row in the API shape (spec section 3). */',
      '// DESIGN §5: the error body',
      'See DESIGN.md for the layout.',
      "it('refuses it with the spec’s message')",
      "/** Spec 'Sharing': X's composer. */",
      'read /work/shared/spec/product-spec.md first',
      'as the product specification says',
    ];
    const fine = [
      '/** WOFF 1.0 unwrapped as the W3C WOFF spec describes. */',
      "/** JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/): the spec's fields only. */",
      'const TESTS = /(^|\\/)(tests?|__tests__|spec|e2e)\\/|\\.(test|spec)\\.[^/]+$/;',
      'files: `*.test.*`, `*.spec.*`, `spec/`',
      '/** The error body (docs/api.md#errors). */',
      'const DESIGN_TOKENS = 1;',
    ];
    expect(outside.filter((line) => !outsideReference(line))).toEqual([]);
    expect(fine.filter(outsideReference)).toEqual([]);
  });

  it('finds none in code, tests and docs', () => {
    const found: string[] = [];
    const paths = [
      ...ROOTS.flatMap((dir) => [...files(join(root, dir))]),
      ...ROOT_FILES.map((name) => join(root, name)),
    ];
    for (const path of paths) {
      const name = relative(root, path).split('\\').join('/');
      if (name === SELF) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (outsideReference(line)) found.push(`${name}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(paths.length).toBeGreaterThan(500);
    expect(found).toEqual([]);
  });
});
