import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { SESSION_HINT_META } from '@shiplog/contract/constants';
import { sessionCookieName } from '../../integrations/better-auth/auth-instance';
import { matchesEtag } from '../../lib/http-etag';
import type { ProjectReadCache } from '../../lib/project-read-cache';
import type { PageHandler, WebBuild } from '../../plugins/web-app';
import { createPageBuilder, type SentPage } from './build-page';
import type { HeadMeta, PageKey, PageResolver } from './page-types';

/** Below this a page goes as it is: the headers would outweigh the saving. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * The page compressed as the client accepts (brotli at quality 4, about a millisecond for the
 * largest page, or gzip), once per page as built: pages are written from data (metadata, session
 * hint), so they cannot be compressed at build time like the assets. Done here rather than by a compression plugin,
 * which would add a hook to every API route.
 */
function compressPage(request: FastifyRequest, reply: FastifyReply, page: SentPage): Buffer {
  reply.header('vary', 'accept-encoding');
  const asked = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  const encoding = asked && Buffer.byteLength(page.html) >= COMPRESS_MIN_BYTES ? asked : 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  let bytes = page.encoded.get(encoding);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } })
        : encoding === 'gzip'
          ? gzipSync(page.html)
          : Buffer.from(page.html);
    page.encoded.set(encoding, bytes);
  }
  return bytes;
}

export interface PageServing {
  publicUrl: string;
  /** Which page an address is, from the database; undefined leaves it to the build's static pages. */
  resolvePage: PageResolver;
  /** Where visitors' pages are kept: the project reads cache, and where an address's page goes (known before it is resolved). */
  cache: ProjectReadCache;
  keyOf(path: string, request: FastifyRequest): PageKey | undefined;
}

/**
 * Answers a page (never cached by the browser: `no-cache` with its ETag, a 304 when the reader
 * has it). A visitor without a session gets the page kept with the reads it is built from.
 */
export function createPageServer(serving: PageServing): (build: WebBuild) => PageHandler {
  const sessionCookie = sessionCookieName(serving.publicUrl.startsWith('https:'));
  /** Tells the app a visitor without a session cookie is signed out, so it does not ask (a 401). */
  const hasSessionCookie = new RegExp(`(?:^|;)\\s*${sessionCookie.replaceAll('.', '\\.')}=`);
  const sessionHint = (request: FastifyRequest): HeadMeta[] =>
    hasSessionCookie.test(request.headers.cookie ?? '') ? [] : [{ name: SESSION_HINT_META, content: 'none' }];

  return (build) => {
    const buildPage = createPageBuilder(build, { ...serving, sessionHint });

    /**
     * A visitor's page, kept with the reads it is built from until they change (their write hook
     * drops them) or for the read cache's few seconds: a page is built once, not per view. Only
     * a 200 page of the group its address named is kept.
     */
    async function visitorPage(request: FastifyRequest, path: string, { group, key }: PageKey) {
      const host = request.customDomainSite?.domain ?? '';
      const { value } = await serving.cache.read(group, `page ${host} ${key}`, async () => {
        const page = await buildPage(request, path, true);
        return { value: page, expiresAt: page.status === 200 && page.keptWith === group ? undefined : 0 };
      });
      return value!;
    }

    return async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const visitor = !hasSessionCookie.test(request.headers.cookie ?? '');
      const kept = visitor ? serving.keyOf(path, request) : undefined;
      const page = kept ? await visitorPage(request, path, kept) : await buildPage(request, path, visitor);
      if (page.redirect)
        return reply.header('cache-control', 'public, max-age=300').redirect(page.redirect, page.status);
      reply.status(page.status).header('cache-control', 'no-cache').header('etag', page.etag);
      if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag))
        return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(compressPage(request, reply, page));
    };
  };
}
