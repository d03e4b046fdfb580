import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Points a list's answer at its next page, when there is one: at the request's own address and
 * query, with `cursorParam` set to the cursor.
 */
export function linkNextPageOf(
  request: FastifyRequest,
  reply: FastifyReply,
  cursorParam: string,
  cursor: string | null,
) {
  if (cursor)
    linkNextPage(reply, pathOf(request.url), request.query as Record<string, unknown>, cursorParam, cursor);
}
