import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { measureInitialLoad, sizeBudget, type BudgetChunk } from '../size-budget';

const chunk = (fileName: string, extra: Partial<BudgetChunk> = {}): BudgetChunk => ({
  type: 'chunk',
  fileName,
  code: `export const x = "${fileName}";`,
  imports: [],
  ...extra,
});

/** An entry importing react, a lazy home route importing a shared chunk, and a page that is not loaded. */
const bundle = (homeCode = 'home'): Record<string, BudgetChunk> => ({
  'index.js': chunk('index.js', { isEntry: true, imports: ['react.js'] }),
  'react.js': chunk('react.js'),
  'home.js': chunk('home.js', {
    facadeModuleId: '/app/src/features/marketing/pages/home-page.tsx',
    imports: ['shared.js', 'react.js'],
    code: homeCode,
  }),
  'shared.js': chunk('shared.js'),
  'dashboard.js': chunk('dashboard.js', { facadeModuleId: '/app/src/dashboard.tsx', imports: ['zod.js'] }),
  'zod.js': chunk('zod.js'),
  'index.css': { type: 'asset', fileName: 'index.css' },
});

describe('the landing page size budget', () => {
  it('counts the entry, what it imports and the home route, not other pages', () => {
    const load = measureInitialLoad(bundle(), ['src/features/marketing/pages/home-page.tsx']);
    expect(load.files.map((f) => f.fileName).sort()).toEqual([
      'home.js',
      'index.js',
      'react.js',
      'shared.js',
    ]);
    expect(load.gzipBytes).toBe(load.files.reduce((sum, f) => sum + f.gzipBytes, 0));
  });

  it('refuses a route module that is not in the bundle', () => {
    expect(() => measureInitialLoad(bundle(), ['src/missing.tsx'])).toThrow('no chunk for src/missing.tsx');
  });

  it('fails the build over budget and prints the figure either way', () => {
    const lines: string[] = [];
    const run = (homeCode: string) => {
      const plugin = sizeBudget({ maxKiB: 1, routeModules: ['home-page.tsx'], log: (l) => lines.push(l) });
      const error = (message: string) => {
        throw new Error(message);
      };
      const hook = plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void;
      hook.call({ error }, {}, bundle(homeCode));
    };
    expect(() => run('small')).not.toThrow();
    // Random bytes do not compress: 2 KiB of them pass a 1 KiB budget.
    expect(() => run(randomBytes(2048).toString('base64'))).toThrow(/over budget/);
    // The bytes too: a few bytes' change (the chunks' hashed names) shows before it fails the build.
    expect(lines[0]).toMatch(
      /^initial JavaScript of \/ : [\d.]+ KiB gzipped, \d+ of 1024 bytes \(budget 1 KiB\)/,
    );
  });
});
