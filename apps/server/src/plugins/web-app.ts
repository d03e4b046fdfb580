import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import {
  buildPageMeta,
  NEXT_CURSOR_HEADER,
  staticMetaFor,
  type PageMeta,
  type PageMetaInput,
} from '@shiplog/contract';
import {
  CUSTOM_DOMAIN_PRODUCT_META,
  CUSTOM_DOMAIN_PROJECT_META,
  INITIAL_ANSWERS_ID,
  PRELOAD_META,
  SESSION_HINT_META,
} from '@shiplog/contract/constants';
import { sessionCookieName } from '../integrations/better-auth/auth-instance';
import { escapeHtml } from '../lib/escape-html';
import { sendNotFound } from './error-handler';
import { notFoundFallback } from './not-found-fallback';
import { matchesEtag } from '../lib/http-etag';
import type { ProjectReadCache } from '../lib/project-read-cache';

/** A `<link>` the page adds to its head, e.g. its feeds (`rel="alternate"`). */
export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

/** A `<meta name content>` the page adds to its head, e.g. the project a custom domain shows. */
export interface HeadMeta {
  name: string;
  content: string;
}

/** The metadata of a page that depends on data, with the status the page answers with. */
export interface ResolvedPage {
  status: number;
  /** With a 3xx status: where the address moved to (a path on this site, or a URL). */
  redirect?: string;
  meta: PageMetaInput;
  links?: HeadLink[];
  /** Where the page's own URLs (canonical, og:url) resolve; PUBLIC_URL unless set (custom domains). */
  baseUrl?: string;
  /**
   * API reads the page starts with (paths under /api, as the app asks for them). For a visitor
   * without a session the answers are written into the page, so the app draws it at once.
   */
  initialAnswers?: string[];
  /** The app's route of a page the server renders for such a visitor (with those answers), e.g. `/projects/:projectId`. */
  render?: string;
  /**
   * On a custom domain: the project the site shows. The page names it and the product's own
   * address in its head (shiplog:project, shiplog:product); the app draws it with the site's routes.
   */
  domainProject?: string;
  /** The app's address of the rendered page when its query matters (`/projects/public?sort=updates`); else the path. */
  address?: string;
  /**
   * The group of reads the page is built from (its project's id, or the public list's): a
   * visitor's page is kept with them, and only when it is the group its address named.
   */
  keptWith?: string;
}

/** Where a visitor's page is kept: its group of reads, and its key within it. */
export interface PageKey {
  group: string;
  key: string;
}

/** Where visitors' pages are kept: the project reads cache, and where an address's page goes (known before it is resolved). */
export interface PageCache {
  cache: ProjectReadCache;
  keyOf(path: string, request: FastifyRequest): PageKey | undefined;
}

/** A custom domain's site as the app draws it: its project, and the product's own address. */
interface DomainSite {
  projectId: string;
  productUrl: string;
}

/** The web build's server-rendering bundle (apps/web/src/prerender.tsx). */
interface SsrEntry {
  renderDataPage(path: string, answers: Record<string, InitialAnswer>, site?: DomainSite): Promise<string>;
}
const SSR_FILE = join('ssr', 'prerender.js');
const routeKey = (route: string) => `route:${route}`;

/** An API answer written into a page: its JSON body and the headers the app reads. */
interface InitialAnswer {
  body: unknown;
  headers: Record<string, string>;
}

/** Headers of an answer the app reads besides the body (the next page's cursor). */
const ANSWER_HEADERS = [NEXT_CURSOR_HEADER];

/** The answers as a JSON data block: not run, so the page's CSP allows it; `<` escaped so it cannot end the element. */
function answersElement(answers: Record<string, InitialAnswer>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${INITIAL_ANSWERS_ID}">${json}</script>`;
}

/** Metadata for a path from the database; undefined leaves the path to the static table. */
export type PageResolver = (path: string, request: FastifyRequest) => Promise<ResolvedPage | undefined>;

/** A page the web build rendered to HTML: what goes into `#root`, and the page's chunks to preload. */
export interface PrerenderedPage {
  html: string;
  preload: string[];
}

/** Written by the web build next to index.html (apps/web/prerender-build.ts), keyed by path. */
export const PRERENDERED_FILE = 'prerendered.json';

const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
const YEAR = 365 * 24 * 3600;

/** The page's metadata as HTML, for crawlers that do not run JavaScript. */
export function renderHead(meta: PageMeta, links: HeadLink[] = [], metas: HeadMeta[] = []): string {
  const attr = (name: string, value: string | undefined) =>
    value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;
  const lines = [
    `<meta name="description" content="${escapeHtml(meta.description)}" data-seo="ssr">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" data-seo="ssr">`,
    ...meta.tags
      .filter((t) => t.key !== 'description')
      .map(
        (t) => `<meta ${t.attr}="${escapeHtml(t.key)}" content="${escapeHtml(t.content)}" data-seo="ssr">`,
      ),
    ...links.map(
      (l) =>
        `<link${attr('rel', l.rel)}${attr('type', l.type)}${attr('title', l.title)}${attr('href', l.href)} data-seo="ssr">`,
    ),
    ...metas.map(
      (m) => `<meta name="${escapeHtml(m.name)}" content="${escapeHtml(m.content)}" data-seo="ssr">`,
    ),
  ];
  if (meta.jsonLd) {
    const json = JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c');
    lines.push(`<script type="application/ld+json" data-seo="ssr">${json}</script>`);
  }
  return lines.join('\n    ');
}

export function renderIndex(
  template: string,
  meta: PageMeta,
  links?: HeadLink[],
  metas?: HeadMeta[],
  prerendered?: PrerenderedPage,
  answers?: Record<string, InitialAnswer>,
): string {
  // The page's own chunks, preloaded by the app once the page has been painted (src/main.tsx).
  const preload = prerendered?.preload.length
    ? [{ name: PRELOAD_META, content: prerendered.preload.join(' ') }]
    : [];
  // Functions as replacements, so `$&` and friends in page data stay literal.
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(HEAD_MARKER, () => renderHead(meta, links, [...(metas ?? []), ...preload]));
  // The answers follow the page's content, so the browser draws the content before reading them
  // (the app's scripts are modules: they run once the whole document is in).
  const data = answers && Object.keys(answers).length ? answersElement(answers) : '';
  return html.replace(
    ROOT_ELEMENT,
    () => (prerendered ? `<div id="root">${prerendered.html}</div>` : ROOT_ELEMENT) + data,
  );
}

function readPrerendered(distDir: string): Record<string, PrerenderedPage> {
  const file = join(distDir, PRERENDERED_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, PrerenderedPage>) : {};
}

/** A page as sent, and its bytes by content coding, identity included (kept with the page when it is cached). */
interface SentPage {
  status: number;
  etag: string;
  html: string;
  encoded: Map<string, Buffer>;
  /** The group of reads it was built from (ResolvedPage.keptWith). */
  keptWith?: string;
  /** Where a moved address redirects (ResolvedPage.redirect). */
  redirect?: string;
}

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

/**
 * Serves the built web app: hashed assets cached for a year, other files for an hour,
 * and index.html (never cached) with the page's metadata for every other GET path.
 * Unknown paths get the app's 'Page not found' screen with status 404. `pages` supplies the
 * metadata of pages built from data (a project's page); when it fails, the page answers 503
 * with the generic metadata, so crawlers come back rather than index a placeholder.
 */
export async function registerWebApp(
  app: FastifyInstance,
  opts: { distDir: string | null; publicUrl: string; pages?: PageResolver; pageCache?: PageCache },
) {
  const indexPath = opts.distDir ? join(opts.distDir, 'index.html') : null;
  const template = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const prerendered = opts.distDir && template ? readPrerendered(opts.distDir) : {};
  const sessionCookie = sessionCookieName(opts.publicUrl.startsWith('https:'));

  if (opts.distDir && template) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      // A route per built file, listed at start: a page's address never touches the disk on its
      // way to the pages below (a catch-all route would look for a file first).
      wildcard: false,
      preCompressed: true, // the build writes .br and .gz next to text assets (apps/web/precompress.ts)
      // index.html is the pages' template; the server-rendering files are the server's own.
      globIgnore: ['index.html*', `${PRERENDERED_FILE}*`, 'ssr/**'],
      setHeaders: (res, path) => {
        const hashed = /[\\/]assets[\\/]/.test(path);
        res.header('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=3600');
      },
    });
  }

  /** The page's metadata, and its pre-rendered HTML when it is one of the build's static pages. */
  async function resolve(
    request: FastifyRequest,
    path: string,
  ): Promise<ResolvedPage & { prerendered?: PrerenderedPage }> {
    const page = path === '/index.html' ? '/' : path;
    const { found, meta } = staticMetaFor(page);
    try {
      const resolved = await opts.pages?.(path, request);
      if (resolved) return resolved;
    } catch (err) {
      request.log.error({ err }, 'page metadata lookup failed');
      return { status: 503, meta: { ...meta, noindex: true } };
    }
    return { status: found ? 200 : 404, meta, prerendered: found ? prerendered[page] : undefined };
  }

  /** Tells the app a visitor without a session cookie is signed out, so it does not ask (a 401). */
  const hasSessionCookie = new RegExp(`(?:^|;)\\s*${sessionCookie.replaceAll('.', '\\.')}=`);
  const sessionHint = (request: FastifyRequest): HeadMeta[] =>
    hasSessionCookie.test(request.headers.cookie ?? '') ? [] : [{ name: SESSION_HINT_META, content: 'none' }];

  /** The page's initial API reads, answered in-process as for a visitor without a session. */
  const publicHost = new URL(opts.publicUrl).host;
  async function readAnswers(request: FastifyRequest, paths: string[]) {
    const answers: Record<string, InitialAnswer> = {};
    await Promise.all(
      paths.map(async (path) => {
        const res = await request.server.inject({
          method: 'GET',
          url: `/api${path}`,
          headers: { host: publicHost },
        });
        if (res.statusCode !== 200) return;
        const headers: Record<string, string> = {};
        for (const name of ANSWER_HEADERS) {
          const value = res.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        answers[path] = { body: res.json(), headers };
      }),
    );
    return answers;
  }

  /** The custom domain's site a page belongs to, and what its head says of it. */
  const siteOf = (page: Pick<ResolvedPage, 'domainProject'>): DomainSite | undefined =>
    page.domainProject ? { projectId: page.domainProject, productUrl: opts.publicUrl } : undefined;
  const domainMetas = (page: Pick<ResolvedPage, 'domainProject'>): HeadMeta[] => {
    const site = siteOf(page);
    if (!site) return [];
    return [
      { name: CUSTOM_DOMAIN_PROJECT_META, content: site.projectId },
      { name: CUSTOM_DOMAIN_PRODUCT_META, content: site.productUrl },
    ];
  };

  /** Loaded on the first page it renders; absent in a build without it (then pages are drawn by the app). */
  const ssrPath = opts.distDir ? join(opts.distDir, SSR_FILE) : null;
  let ssr: Promise<SsrEntry | null> | undefined;
  const loadSsr = () =>
    (ssr ??=
      ssrPath && existsSync(ssrPath)
        ? (import(pathToFileURL(ssrPath).href) as Promise<SsrEntry>).catch((err: unknown) => {
            app.log.error({ err }, 'the server-rendering bundle does not load; pages are drawn by the app');
            return null;
          })
        : Promise.resolve(null));

  /**
   * Rendered pages by path and the exact answers they were rendered from (least recently used
   * dropped first): the answers come from the read caches, which every write to the project
   * clears, so a changed project is a new key and a page is rendered again only when it changed.
   */
  const renders = new Map<string, Promise<string>>();
  const MAX_RENDERS = 200;
  function cachedRender(
    entry: SsrEntry,
    path: string,
    answers: Record<string, InitialAnswer>,
    site?: DomainSite,
  ) {
    const digest = createHash('sha1').update(JSON.stringify(answers)).digest('base64url');
    const key = `${site?.projectId ?? ''}\n${path}\n${digest}`;
    let html = renders.get(key);
    if (html) renders.delete(key);
    else {
      html = entry.renderDataPage(path, answers, site);
      html.catch(() => renders.get(key) === html && renders.delete(key));
    }
    renders.set(key, html);
    if (renders.size > MAX_RENDERS) renders.delete(renders.keys().next().value!);
    return html;
  }

  /** The page's HTML rendered from its answers, with its chunks to preload; undefined when it cannot be. */
  async function renderPage(
    request: FastifyRequest,
    path: string,
    page: Pick<ResolvedPage, 'render' | 'domainProject'>,
    answers: Record<string, InitialAnswer>,
  ): Promise<PrerenderedPage | undefined> {
    try {
      const entry = await loadSsr();
      if (!entry || !page.render) return undefined;
      const html = await cachedRender(entry, path, answers, siteOf(page));
      return { html, preload: prerendered[routeKey(page.render)]?.preload ?? [] };
    } catch (err) {
      request.log.error({ err }, 'server rendering failed; the app draws the page');
      return undefined;
    }
  }

  /** The page as sent: its status, its HTML and validator, and its bytes per content coding once asked for. */
  async function buildPage(request: FastifyRequest, path: string, visitor: boolean): Promise<SentPage> {
    const page = await resolve(request, path);
    if (page.redirect) {
      const { status, redirect, keptWith } = page;
      return { status, redirect, keptWith, etag: '', html: '', encoded: new Map() };
    }
    const answers =
      page.status === 200 && visitor && page.initialAnswers
        ? await readAnswers(request, page.initialAnswers).catch((err: unknown) => {
            request.log.warn({ err }, 'the page is sent without its initial answers');
            return undefined;
          })
        : undefined;
    const rendered =
      answers && page.render && Object.keys(answers).length === page.initialAnswers?.length
        ? await renderPage(request, page.address ?? path, page, answers)
        : undefined;
    const index = renderIndex(
      template!,
      buildPageMeta(page.meta, page.baseUrl ?? opts.publicUrl),
      page.links,
      [...domainMetas(page), ...sessionHint(request)],
      rendered ?? page.prerendered,
      answers,
    );
    // A 404 says so without JavaScript too, beside the root the app draws its own screen in.
    const html =
      page.status === 404 ? index.replace(ROOT_ELEMENT, (root) => root + notFoundFallback(page.meta)) : index;
    // The page as sent, to the byte: a reader who has it gets a 304 (and the server sends nothing).
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    return { status: page.status, etag, html, encoded: new Map(), keptWith: page.keptWith };
  }

  /**
   * A visitor's page, kept with the reads it is built from until they change (their write hook
   * drops them) or for the read cache's few seconds: a page is built once, not per view. Only
   * a 200 page of the group its address named is kept.
   */
  async function visitorPage(request: FastifyRequest, path: string, { group, key }: PageKey) {
    const host = request.customDomainSite?.domain ?? '';
    const { value } = await opts.pageCache!.cache.read(group, `page ${host} ${key}`, async () => {
      const page = await buildPage(request, path, true);
      return { value: page, expiresAt: page.status === 200 && page.keptWith === group ? undefined : 0 };
    });
    return value!;
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) return sendNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendNotFound(request, reply);
    if (!template)
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build`.');
    const visitor = !hasSessionCookie.test(request.headers.cookie ?? '');
    const kept = visitor ? opts.pageCache?.keyOf(path, request) : undefined;
    const page = kept ? await visitorPage(request, path, kept) : await buildPage(request, path, visitor);
    if (page.redirect)
      return reply.header('cache-control', 'public, max-age=300').redirect(page.redirect, page.status);
    reply.status(page.status).header('cache-control', 'no-cache').header('etag', page.etag);
    if (page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag))
      return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(compressPage(request, reply, page));
  });
}
