import { describe, expect, it } from 'vitest';
import { listItems, patchListPages, type ListPages } from './list-pages';

const pages = (...lists: string[][]): ListPages<string> => ({
  pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? String(i + 1) : 'more' })),
  pageParams: lists.map((_, i) => (i ? String(i) : null)),
});

describe('list pages', () => {
  it('lists every item read so far in order, an item read twice once where it came last', () => {
    expect(listItems(pages(['a', 'b'], ['c']))).toEqual(['a', 'b', 'c']);
    expect(listItems(pages(['a', 'b', 'new'], ['c', 'new', 'd']), (x) => x)).toEqual([
      'a',
      'b',
      'c',
      'new',
      'd',
    ]);
    expect(listItems(undefined)).toBeUndefined();
  });

  it('patches the items as one list; pages keep their cursors and sizes, the last takes any more', () => {
    const data = pages(['a', 'b'], ['c', 'd']);
    const added = patchListPages(data, (list) => ['new', ...list])!;
    expect(added.pages.map((p) => p.items)).toEqual([
      ['new', 'a'],
      ['b', 'c', 'd'],
    ]);
    expect(added.pages.map((p) => p.nextCursor)).toEqual(['1', 'more']);
    expect(added.pageParams).toEqual([null, '1']);
    const removed = patchListPages(data, (list) => list.filter((x) => x !== 'a'))!;
    expect(removed.pages.map((p) => p.items)).toEqual([['b', 'c'], ['d']]);
    expect(patchListPages(undefined, (list) => list)).toBeUndefined();
  });
});
