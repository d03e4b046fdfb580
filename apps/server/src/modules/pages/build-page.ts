import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { buildPageMeta, staticMetaFor } from '@shiplog/contract';
import { CUSTOM_DOMAIN_PRODUCT_META, CUSTOM_DOMAIN_PROJECT_META } from '@shiplog/contract/constants';
import type { DomainSite, InitialAnswer, PrerenderedPage, WebBuild } from '../../plugins/web-app';
import { renderIndex, ROOT_ELEMENT } from './head';
import { notFoundFallback } from './not-found-fallback';
import type { PageAnswer } from './page-answers';
import type { HeadMeta, PageResolver, ResolvedPage } from './page-types';
import { createServerRender } from './server-render';

/** A page as sent, and its bytes by content coding, identity included (kept with the page when it is cached). */
export interface SentPage {
  status: number;
  etag: string;
  html: string;
  encoded: Map<string, Buffer>;
  /** The group of reads it was built from (ResolvedPage.keptWith). */
  keptWith?: string;
  /** Where a moved address redirects (ResolvedPage.redirect). */
  redirect?: string;
}

/** The page's API answers, read from their services; those the API would not answer 200 left out. */
async function readAnswers(list: PageAnswer[]): Promise<Record<string, InitialAnswer>> {
  const read = await Promise.all(list.map((answer) => answer.read()));
  const answers: Record<string, InitialAnswer> = {};
  list.forEach(({ path }, i) => {
    if (read[i]) answers[path] = read[i];
  });
  return answers;
}

/**
 * Builds pages from the web build: which page the address is (`resolvePage`, else the build's
 * static pages), its head, its content rendered from the answers it starts with (for a visitor),
 * and its validator. When resolving fails, the page answers 503 with the generic metadata, so
 * crawlers come back rather than index a placeholder.
 */
export function createPageBuilder(
  build: WebBuild,
  opts: {
    publicUrl: string;
    resolvePage: PageResolver;
    sessionHint: (request: FastifyRequest) => HeadMeta[];
  },
) {
  const renderPage = createServerRender(build);

  /** The page's metadata, and its pre-rendered HTML when it is one of the build's static pages. */
  async function resolve(
    request: FastifyRequest,
    path: string,
  ): Promise<ResolvedPage & { prerendered?: PrerenderedPage }> {
    const page = path === '/index.html' ? '/' : path;
    const { found, meta } = staticMetaFor(page);
    try {
      const resolved = await opts.resolvePage(path, request);
      if (resolved) return resolved;
    } catch (err) {
      request.log.error({ err }, 'page metadata lookup failed');
      return { status: 503, meta: { ...meta, noindex: true } };
    }
    return { status: found ? 200 : 404, meta, prerendered: found ? build.prerendered[page] : undefined };
  }

  /** The custom domain's site a page belongs to, and what its head says of it. */
  const siteOf = (page: Pick<ResolvedPage, 'domainProject'>): DomainSite | undefined =>
    page.domainProject ? { projectId: page.domainProject, productUrl: opts.publicUrl } : undefined;
  const domainMetas = (site: DomainSite | undefined): HeadMeta[] =>
    site
      ? [
          { name: CUSTOM_DOMAIN_PROJECT_META, content: site.projectId },
          { name: CUSTOM_DOMAIN_PRODUCT_META, content: site.productUrl },
        ]
      : [];

  /** The page as sent: its status, its HTML and validator (its bytes per content coding come once asked for). */
  return async function buildPage(
    request: FastifyRequest,
    path: string,
    visitor: boolean,
  ): Promise<SentPage> {
    const page = await resolve(request, path);
    if (page.redirect) {
      const { status, redirect, keptWith } = page;
      return { status, redirect, keptWith, etag: '', html: '', encoded: new Map() };
    }
    const site = siteOf(page);
    const answers =
      page.status === 200 && visitor && page.initialAnswers
        ? await readAnswers(page.initialAnswers).catch((err: unknown) => {
            request.log.warn({ err }, 'the page is sent without its initial answers');
            return undefined;
          })
        : undefined;
    const rendered =
      answers && page.render && Object.keys(answers).length === page.initialAnswers?.length
        ? await renderPage(request, page.address ?? path, page.render, answers, site)
        : undefined;
    const index = renderIndex(
      build.template,
      buildPageMeta(page.meta, page.baseUrl ?? opts.publicUrl),
      page.links,
      [...domainMetas(site), ...opts.sessionHint(request)],
      rendered ?? page.prerendered,
      answers,
    );
    // A 404 says so without JavaScript too, beside the root the app draws its own screen in.
    const html =
      page.status === 404 ? index.replace(ROOT_ELEMENT, (root) => root + notFoundFallback(page.meta)) : index;
    // The page as sent, to the byte: a reader who has it gets a 304 (and the server sends nothing).
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    return { status: page.status, etag, html, encoded: new Map(), keptWith: page.keptWith };
  };
}
