import { describe, expect, it } from 'vitest';
import { chunkWithSchemas, evaluationOrder } from '../prerender-build';
import type { BudgetChunk } from '../size-budget';

const chunk = (fileName: string, bytes: number, imports: string[] = []): BudgetChunk => ({
  type: 'chunk',
  fileName,
  imports,
  code: 'x'.repeat(bytes),
});
const bundleOf = (...chunks: BudgetChunk[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('evaluationOrder', () => {
  it('runs a chunk after what it imports, and of the chunks ready, the smallest first', () => {
    const bundle = bundleOf(
      chunk('page.js', 100, ['public.js', 'react.js']),
      chunk('public.js', 5000, ['contract-projects.js', 'contract-feeds.js', 'react.js']),
      chunk('contract-projects.js', 5000, ['zod.js']),
      chunk('contract-feeds.js', 300, ['zod.js']),
      chunk('zod.js', 80000),
      chunk('react.js', 300000),
    );
    expect(evaluationOrder(bundle, Object.keys(bundle))).toEqual([
      'zod.js',
      'contract-feeds.js',
      'contract-projects.js',
      'react.js',
      'public.js',
      'page.js',
    ]);
  });

  it('leaves out what the page does not list (the entry loads it) and still ends on a cycle', () => {
    const bundle = bundleOf(
      chunk('page.js', 50, ['a.js', 'entry.js']),
      chunk('a.js', 20, ['b.js']),
      chunk('b.js', 30, ['a.js']),
      chunk('entry.js', 1),
    );
    expect(evaluationOrder(bundle, ['page.js', 'a.js', 'b.js'])).toEqual(['a.js', 'b.js', 'page.js']);
  });
});

describe('chunkWithSchemas', () => {
  it('names the chunk that brings zod to a page, and nothing for a page without it', () => {
    const bundle = bundleOf(
      { ...chunk('zod.js', 80000), moduleIds: ['/repo/node_modules/zod/v4/classic/schemas.js'] },
      { ...chunk('contract-basics.js', 900), moduleIds: ['/repo/packages/contract/src/updates-basics.ts'] },
      { ...chunk('zod-tips.js', 10), moduleIds: ['/repo/apps/web/src/lib/zod-tips.ts'] },
    );
    expect(chunkWithSchemas(bundle, ['contract-basics.js', 'zod.js'])).toBe('zod.js');
    expect(chunkWithSchemas(bundle, ['contract-basics.js', 'zod-tips.js'])).toBeUndefined();
  });
});
