import { expect } from 'vitest';
import { MAX_PAGE_SIZE, NEXT_CURSOR_HEADER } from '@shiplog/contract';
import type { SignedIn } from './accounts';
import { call } from './api';
import type { TestApp } from './app';

export interface WalkedList<T> {
  /** Every page's items, in the order the pages came. */
  pages: T[][];
  /** The addresses requested, the first one included. */
  urls: string[];
}

/**
 * Reads a list from `url` by following its `Link: <…>; rel="next"` headers to the last page,
 * checking each answer: 200, a JSON array of at most MAX_PAGE_SIZE items, the `x-next-cursor`
 * header with the cursor the link names. `between(n)` runs after page n (from 1), e.g. to
 * write rows while the reader pages through.
 */
export async function walkList<T>(
  t: TestApp,
  url: string,
  options: { as?: SignedIn | null; between?: (page: number) => Promise<void>; maxPages?: number } = {},
): Promise<WalkedList<T>> {
  const walked: WalkedList<T> = { pages: [], urls: [] };
  let next: string | null = url;
  while (next) {
    walked.urls.push(next);
    const res = await call(t, 'GET', next, { as: options.as });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<T[]>();
    expect(Array.isArray(items)).toBe(true);
    expect(items.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    walked.pages.push(items);
    const link = res.headers.link as string | undefined;
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
    const cursor = res.headers[NEXT_CURSOR_HEADER] as string | undefined;
    if (next)
      expect(new URL(next, 'http://x').searchParams).toSatisfy((p: URLSearchParams) =>
        [...p.values()].includes(cursor!),
      );
    else expect(cursor).toBeUndefined();
    if (walked.pages.length > (options.maxPages ?? 500)) throw new Error(`${url}: too many pages`);
    if (next && options.between) await options.between(walked.pages.length);
  }
  return walked;
}

/** Each of `expected` once among `seen`, and nothing seen twice. */
export function expectEachOnce(seen: string[], expected: string[]) {
  expect(new Set(seen).size, 'an item came twice').toBe(seen.length);
  const got = new Set(seen);
  expect(
    expected.filter((id) => !got.has(id)),
    'items never reached',
  ).toEqual([]);
}
