import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, transform } from 'esbuild';
import type { Plugin } from 'vite';
import { clientBuildOnly } from './build-env.ts';

/** widget.js may weigh this much gzipped (issue 35): the build fails above it. */
export const WIDGET_MAX_GZIP_BYTES = 10_240;
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const ELEMENT = here('./src/features/widget/element/');

/** widget.js as one minified closure: the element with its stylesheet inlined as a string. */
export async function buildWidget(): Promise<{ code: string; gzipBytes: number }> {
  const css = await transform(readFileSync(join(ELEMENT, 'widget.css'), 'utf8'), {
    loader: 'css',
    minify: true,
  });
  const result = await build({
    entryPoints: [join(ELEMENT, 'index.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { __WIDGET_CSS__: JSON.stringify(css.code.trim()) },
  });
  const code = result.outputFiles[0]!.text;
  return { code, gzipBytes: gzipSync(code, { level: 9 }).length };
}

/** Writes dist/widget.js (with .gz and .br beside it, as the server sends them) and prints its size. */
export function widgetBundle(log: (line: string) => void = console.log): Plugin {
  return {
    name: 'shiplog:widget',
    apply: clientBuildOnly,
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const { code, gzipBytes } = await buildWidget();
      const file = join(outDir, 'widget.js');
      writeFileSync(file, code);
      writeFileSync(`${file}.gz`, gzipSync(code, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(code));
      const summary = `widget.js: ${gzipBytes} bytes gzipped (budget ${WIDGET_MAX_GZIP_BYTES})`;
      log(summary);
      if (gzipBytes > WIDGET_MAX_GZIP_BYTES) this.error(`${summary}: over budget`);
    },
  };
}
