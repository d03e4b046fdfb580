import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER } from '@shiplog/contract';

/**
 * Points a paged answer at its next page: the cursor in `x-next-cursor` and the whole address in
 * `Link: <…>; rel="next"` (as GitHub's API does). The cursor comes first, then the request's own query.
 */
export function linkNextPage(
  reply: FastifyReply,
  path: string,
  query: Record<string, unknown>,
  cursorParam: string,
  cursor: string,
) {
  const params = new URLSearchParams({ [cursorParam]: cursor });
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && key !== cursorParam) params.set(key, String(value));
  reply.header(NEXT_CURSOR_HEADER, cursor).header('link', `<${path}?${params}>; rel="next"`);
}

/** A request URL's path, without its query. */
export const pathOf = (url: string) => url.split('?', 1)[0]!;
