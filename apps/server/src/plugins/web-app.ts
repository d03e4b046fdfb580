import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendNotFound } from './error-handler';

/** A page the web build rendered to HTML: what goes into `#root`, and the page's chunks to preload. */
export interface PrerenderedPage {
  html: string;
  preload: string[];
}

/** An API answer written into a page: its JSON body and the headers the app reads. */
export interface InitialAnswer {
  body: unknown;
  headers: Record<string, string>;
}

/** A custom domain's site as the app draws it: its project, and the product's own address. */
export interface DomainSite {
  projectId: string;
  productUrl: string;
}

/** The web build's server-rendering bundle (apps/web/src/prerender.tsx). */
export interface SsrEntry {
  renderDataPage(path: string, answers: Record<string, InitialAnswer>, site?: DomainSite): Promise<string>;
}

/** Written by the web build next to index.html (apps/web/prerender-build.ts), keyed by path. */
export const PRERENDERED_FILE = 'prerendered.json';
const SSR_FILE = join('ssr', 'prerender.js');
const YEAR = 365 * 24 * 3600;

/** What the web build gives the pages: index.html (their template), the pre-rendered pages, the rendering bundle. */
export interface WebBuild {
  template: string;
  prerendered: Record<string, PrerenderedPage>;
  /** Loaded on first use; null in a build without it (then pages are drawn by the app). */
  ssr(): Promise<SsrEntry | null>;
}

/** Answers a page's GET or HEAD (modules/pages): which page the address is, and the page itself. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

function readPrerendered(distDir: string): Record<string, PrerenderedPage> {
  const file = join(distDir, PRERENDERED_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, PrerenderedPage>) : {};
}

/** The build's pages: its template and pre-rendered pages read once, its rendering bundle on first use. */
function readBuild(app: FastifyInstance, distDir: string): WebBuild | null {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const ssrPath = join(distDir, SSR_FILE);
  let ssr: Promise<SsrEntry | null> | undefined;
  return {
    template: readFileSync(indexPath, 'utf8'),
    prerendered: readPrerendered(distDir),
    ssr: () =>
      (ssr ??= existsSync(ssrPath)
        ? (import(pathToFileURL(ssrPath).href) as Promise<SsrEntry>).catch((err: unknown) => {
            app.log.error({ err }, 'the server-rendering bundle does not load; pages are drawn by the app');
            return null;
          })
        : Promise.resolve(null)),
  };
}

/**
 * Serves the built web app: hashed assets cached for a year, other files for an hour. Every
 * other GET path is a page: `pages` (modules/pages) decides which and answers it from the
 * build's template. Unknown /api paths and other methods are JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { distDir: string | null; pages: (build: WebBuild) => PageHandler },
) {
  const build = opts.distDir ? readBuild(app, opts.distDir) : null;
  if (opts.distDir && build) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      // A route per built file, listed at start: a page's address never touches the disk on its
      // way to the pages (a catch-all route would look for a file first).
      wildcard: false,
      preCompressed: true, // the build writes .br and .gz next to text assets (apps/web/precompress.ts)
      // index.html is the pages' template; the server-rendering files are the server's own.
      globIgnore: ['index.html*', `${PRERENDERED_FILE}*`, 'ssr/**'],
      setHeaders: (res, path) => {
        const hashed = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600');
        // The What's new element is loaded by other sites' pages (its ETag revalidates it).
        if (/[\\/]widget\.js(?:\.br|\.gz)?$/.test(path))
          res.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }
  const servePage = build ? opts.pages(build) : null;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) return sendNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(request, reply);
    if (!servePage)
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    return servePage(request, reply);
  });
}
