import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { clientBuildOnly } from './build-env.ts';
import { chunkClosure, chunkOf, type BudgetChunk } from './size-budget.ts';

/** What the server writes into a pre-rendered page: `#root`'s HTML and the chunks to preload. */
export interface PrerenderedPage {
  html: string;
  preload: string[];
}

/** The file the server reads (apps/server/src/plugins/web-app.ts), next to index.html. */
export const PRERENDERED_FILE = 'prerendered.json';

interface PrerenderEntry {
  prerenderedPages: Array<{ path: string; module: string }>;
  dataPages: Array<{ route: string; module: string }>;
  render(path: string): Promise<string>;
}

/** Where the build keeps the server-rendering bundle (not served: apps/server/src/plugins/web-app.ts). */
export const SSR_DIR = 'ssr';
/** The key of a data page's entry in prerendered.json: its chunks to preload, no HTML. */
export const routeKey = (route: string) => `route:${route}`;

/**
 * The order a page runs its chunks in, one per task (src/main.tsx): a chunk comes after the
 * chunks it imports, so running it runs nothing else in its task; of the chunks whose imports
 * have run, the smallest first. Chunks that import each other (none is ready): the one the most
 * others wait for.
 */
export function evaluationOrder(bundle: Record<string, BudgetChunk>, fileNames: Iterable<string>): string[] {
  const pending = new Set(fileNames);
  const size = (fileName: string) => bundle[fileName]?.code?.length ?? 0;
  const importsOf = (fileName: string) => (bundle[fileName]?.imports ?? []).filter((i) => pending.has(i));
  const waitedFor = (fileName: string) => [...pending].filter((f) => importsOf(f).includes(fileName)).length;
  const order: string[] = [];
  while (pending.size > 0) {
    const ready = [...pending].filter((f) => importsOf(f).length === 0);
    const next =
      ready.length > 0
        ? ready.reduce((a, b) => (size(b) < size(a) ? b : a))
        : [...pending].reduce((a, b) => (waitedFor(b) > waitedFor(a) ? b : a));
    order.push(next);
    pending.delete(next);
  }
  return order;
}

/** What a page must not run before it shows: zod, and the contract's schemas made with it. */
const START_FORBIDDEN = /[\\/]node_modules[\\/]zod[\\/]/;

/**
 * The first chunk of `fileNames` that holds zod, or undefined. Making the contract's schemas
 * takes tens of milliseconds of main thread on a phone, in one task; the pages load the schemas
 * when they read an answer or check a form (the contract's `*-basics.ts` files and
 * src/lib/lazy-endpoints.ts), so no page has to start with them.
 */
export function chunkWithSchemas(bundle: Record<string, BudgetChunk>, fileNames: Iterable<string>) {
  return [...fileNames].find((f) => bundle[f]?.moduleIds?.some((id) => START_FORBIDDEN.test(id)));
}

/**
 * After the client build, builds `src/prerender.tsx` for Node, renders each of its pages and
 * writes `dist/prerendered.json`: `{ [path]: { html, preload } }`, `preload` being the page's own
 * chunks beyond the entry's (the entry's are modulepreloaded by index.html already).
 */
export function prerenderPages(entry = 'src/prerender.tsx'): Plugin {
  let root = '';
  let outDir = '';
  let bundle: Record<string, BudgetChunk> = {};
  return {
    name: 'shiplog:prerender',
    apply: clientBuildOnly,
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, output) {
      bundle = output as unknown as Record<string, BudgetChunk>;
    },
    async closeBundle() {
      // A build that failed before its output (the size budget) has nothing to pre-render; its own error says why.
      if (Object.keys(bundle).length === 0) return;
      const ssrDir = join(outDir, SSR_DIR);
      await build({
        root,
        logLevel: 'warn',
        build: { ssr: entry, outDir: ssrDir, emptyOutDir: true, minify: false, copyPublicDir: false },
      });
      const file = entry.replace(/^.*\//, '').replace(/\.tsx?$/, '.js');
      const server = (await import(pathToFileURL(join(ssrDir, file)).href)) as PrerenderEntry;
      const entries = Object.values(bundle).filter((c) => c.type === 'chunk' && c.isEntry);
      const loadedByEntry = chunkClosure(
        bundle,
        entries.map((c) => c.fileName),
      );
      const pages: Record<string, PrerenderedPage> = {};
      const ownChunks = (module: string) => {
        const chunk = chunkOf(bundle, module);
        if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
        const all = chunkClosure(bundle, [chunk.fileName]);
        const schemas = chunkWithSchemas(bundle, [...all, ...loadedByEntry]);
        if (schemas)
          throw new Error(`prerender: ${module} starts with zod (${schemas}); see chunkWithSchemas`);
        const own = [...all].filter((f) => !loadedByEntry.has(f));
        return evaluationOrder(bundle, own).map((f) => `/${f}`);
      };
      for (const page of server.prerenderedPages)
        pages[page.path] = { html: await server.render(page.path), preload: ownChunks(page.module) };
      // Pages the server renders from data at request time: only their chunks here.
      for (const page of server.dataPages)
        pages[routeKey(page.route)] = { html: '', preload: ownChunks(page.module) };
      writeFileSync(join(outDir, PRERENDERED_FILE), JSON.stringify(pages));
      console.log(`pre-rendered ${Object.keys(pages).join(', ')}`);
    },
  };
}
