import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './build-env.ts';

/** Text files worth compressing; images and fonts (woff2) are compressed already. */
const TEXT = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this the headers outweigh the saving. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` next to every built text asset, so the server sends them as they are
 * (`@fastify/static` with `preCompressed`) instead of compressing on each request.
 */
export function precompress(): Plugin {
  return {
    name: 'shiplog:precompress',
    apply: clientBuildOnly,
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle).filter((f) => TEXT.test(f))) {
        const file = join(outDir, name);
        const data = readFileSync(file);
        if (data.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
        );
      }
    },
  };
}
