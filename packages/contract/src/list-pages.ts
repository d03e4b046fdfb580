import { z } from 'zod';

/**
 * Every list the API answers comes a page at a time: at most this many items in one answer.
 * The next page's address is in the `Link: <…>; rel="next"` header and its cursor in
 * `x-next-cursor` (NEXT_CURSOR_HEADER); a list that fits in one page has neither.
 */
export const MAX_PAGE_SIZE = 100;

/** A cursor from an earlier answer's `x-next-cursor`: opaque, it names a position, not an offset. */
export const pageCursorSchema = z.string().max(200).optional();

/** How many items a page holds: `size` when not asked, at most MAX_PAGE_SIZE. */
export const pageLimitSchema = (size: number) =>
  z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(size);

/** The query of a list walked newest first: `before` the last item shown, `limit` items. */
export const pageQuerySchema = (size: number) =>
  z.object({ before: pageCursorSchema, limit: pageLimitSchema(size) });
