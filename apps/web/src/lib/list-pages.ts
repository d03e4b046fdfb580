import type { InfiniteData } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shiplog/contract/projects-basics';

/**
 * One page of a list the API answers a page at a time: its items, the next page's cursor
 * (`x-next-cursor`; null on the last page) and any other header the caller keeps (totals).
 */
export interface ListPage<T, Extra = object> {
  items: T[];
  nextCursor: string | null;
  extra?: Extra;
}

export type ListPages<T, Extra = object> = InfiniteData<ListPage<T, Extra>, unknown>;

/**
 * Calls one page through `call` (a callEndpoint with `onHeaders` passed on) and reads the next
 * cursor, and `readExtra` what else the caller wants, from the answer's headers.
 */
export async function fetchListPage<T, Extra = object>(
  call: (onHeaders: (headers: Headers) => void) => Promise<T[]>,
  readExtra?: (headers: Headers) => Extra,
): Promise<ListPage<T, Extra>> {
  let nextCursor: string | null = null;
  let extra: Extra | undefined;
  const items = await call((headers) => {
    nextCursor = headers.get(NEXT_CURSOR_HEADER);
    extra = readExtra?.(headers);
  });
  return { items, nextCursor, ...(extra !== undefined && { extra }) };
}

/**
 * Every item of the pages loaded so far, in order. With `keyOf`, an item that came twice (added
 * here, then read again on a later page) is shown once, where it came last.
 */
export function listItems<T, Extra>(
  data: ListPages<T, Extra> | undefined,
  keyOf?: (item: T) => string,
): T[] | undefined {
  const items = data?.pages.flatMap((page) => page.items);
  if (!items || !keyOf) return items;
  const last = new Map(items.map((item, index) => [keyOf(item), index]));
  return items.filter((item, index) => last.get(keyOf(item)) === index);
}

/**
 * The pages with `patch` applied to their items as one list (an item added, changed or
 * removed): pages keep their cursors; each keeps as many items as it had, the last one any more.
 */
export function patchListPages<T, Extra>(
  data: ListPages<T, Extra> | undefined,
  patch: (items: T[]) => T[],
): ListPages<T, Extra> | undefined {
  if (!data) return data;
  const patched = patch(listItems(data) ?? []);
  let start = 0;
  const pages = data.pages.map((page, index) => {
    const last = index === data.pages.length - 1;
    const items = last ? patched.slice(start) : patched.slice(start, start + page.items.length);
    start += items.length;
    return { ...page, items };
  });
  return { ...data, pages };
}
