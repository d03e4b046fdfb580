import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedJson } from './project-read-cache';

/** True when an `If-None-Match` list names `etag` (compared weakly, RFC 9110 §13.1.2) or is `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * Sends JSON serialised once (e.g. from the project read cache) with its ETag, or 304 when
 * the client has it. The answer may depend on who asks (owners see more), so it is private
 * to the browser and varies by credentials; the ETag hashes the exact body, so a 304 always
 * means the very same bytes.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.header('etag', cached.etag);
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'Authorization, Cookie');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
