import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants as zlib } from 'node:zlib';

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the scope's answers (API JSON, feeds) as the client accepts: brotli at quality 4
 * (close to gzip's speed, smaller), else gzip; `Vary: Accept-Encoding` is set. Pages of the
 * web app compress themselves (plugins/web-app.ts) and static assets are pre-compressed.
 */
export async function registerCompression(scope: FastifyInstance) {
  await scope.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
