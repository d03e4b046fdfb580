// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * @typedef {{ from: string, to: string, reason: string }} ModuleImport
 */

/** Every TypeScript source file below `dir`. */
function sourcesIn(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Relative specifiers of `import … from`, `export … from` and `import()` in a file. */
function relativeSpecifiers(code) {
  const found = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g))
    found.push(match[1]);
  return found;
}

/**
 * The allowed module imports no file uses any more: each entry of the allow-list must be a real
 * dependency, so a stale entry (an import since removed) cannot quietly widen the boundary.
 *
 * @param {string} modulesDir absolute path of the server's modules/ folder
 * @param {ModuleImport[]} allowed
 * @returns {ModuleImport[]}
 */
export function unusedModuleImports(modulesDir, allowed) {
  /** @type {Map<string, Set<string>>} module → modules its files import */
  const uses = new Map();
  const moduleOf = (file) => relative(modulesDir, file).split(sep)[0];
  for (const from of new Set(allowed.map((a) => a.from))) {
    const targets = new Set();
    for (const file of sourcesIn(join(modulesDir, from))) {
      for (const specifier of relativeSpecifiers(readFileSync(file, 'utf8'))) {
        const target = resolve(dirname(file), specifier);
        if (!target.startsWith(modulesDir + sep)) continue;
        const name = moduleOf(target);
        if (name !== from) targets.add(name);
      }
    }
    uses.set(from, targets);
  }
  return allowed.filter((a) => !uses.get(a.from)?.has(a.to));
}

/**
 * Throws (failing the lint run) when an allowed module import is no longer used.
 *
 * @param {string} modulesDir
 * @param {ModuleImport[]} allowed
 */
export function assertModuleImportsUsed(modulesDir, allowed) {
  const unused = unusedModuleImports(modulesDir, allowed);
  if (unused.length)
    throw new Error(
      `eslint.config.js allows module imports that no file makes; remove them:\n${unused
        .map((a) => `  modules/${a.from} → modules/${a.to}`)
        .join('\n')}`,
    );
}
