import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { matchesEtag } from '../lib/http-etag';
import { serverRoot } from '../server-files';

/** Where the server offers the shiplog command: `npm install -g {PUBLIC_URL}/cli/shiplog.tgz`. */
export const CLI_PACKAGE_PATH = '/cli/shiplog.tgz';

/** The package packages/cli/build.mjs packs at build time (`npm run build`, `npm start`). */
export const defaultCliPackageFile = join(serverRoot, '..', '..', 'packages', 'cli', 'dist', 'shiplog.tgz');

interface Packed {
  mtimeMs: number;
  body: Buffer;
  etag: string;
}

/**
 * GET (and HEAD) /cli/shiplog.tgz: the CLI as an npm package, versioned with this server. The
 * address stays the same across versions, so caches revalidate every time (`no-cache`) and the
 * ETag, a hash of the bytes, makes that a 304 until the server is upgraded. Read from disk and
 * kept while the file is unchanged; a server built without it answers 404 saying so.
 */
export async function registerCliPackage(app: FastifyInstance, options: { file?: string } = {}) {
  const file = options.file ?? defaultCliPackageFile;
  const version = (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
  let packed: Packed | undefined;

  function current(): Packed {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      throw new AppError(
        'NOT_FOUND',
        'This server has no shiplog command to offer: it was started without building it (npm run build).',
      );
    }
    if (packed?.mtimeMs !== mtimeMs) {
      const body = readFileSync(file);
      packed = { mtimeMs, body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
    }
    return packed;
  }

  // Not part of the API (like the feeds): kept out of the OpenAPI description.
  app.get(CLI_PACKAGE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { body, etag } = current();
    reply
      .header('etag', etag)
      .header('cache-control', 'public, no-cache')
      .header('content-disposition', `attachment; filename="shiplog-${version}.tgz"`);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/gzip').send(body);
  });
}
