import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../../lib/http-etag';

export const etagOf = (body: string | Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Sends a public document with its ETag and caching rules, or 304 when the client has it.
 * Public documents may be shown by other sites (feed readers, link previews).
 */
export function sendPublic(
  request: FastifyRequest,
  reply: FastifyReply,
  doc: { body: string | Buffer; type: string; maxAge: number; etag?: string },
) {
  const etag = doc.etag ?? etagOf(doc.body);
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${doc.maxAge}`)
    .header('cross-origin-resource-policy', 'cross-origin');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(doc.type).send(doc.body);
}
