import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { DomainSite, InitialAnswer, PrerenderedPage, WebBuild } from '../../plugins/web-app';

const MAX_RENDERS = 200;
const routeKey = (route: string) => `route:${route}`;

/**
 * Renders data pages with the build's rendering bundle. Rendered pages are kept by path and the
 * exact answers they were rendered from (least recently used dropped first): the answers come
 * from the read caches, which every write to the project clears, so a changed project is a new
 * key and a page is rendered again only when it changed.
 */
export function createServerRender(build: WebBuild) {
  const renders = new Map<string, Promise<string>>();

  function cachedRender(path: string, answers: Record<string, InitialAnswer>, site: DomainSite | undefined) {
    const digest = createHash('sha1').update(JSON.stringify(answers)).digest('base64url');
    const key = `${site?.projectId ?? ''}\n${path}\n${digest}`;
    let html = renders.get(key);
    if (html) renders.delete(key);
    else {
      html = build.ssr().then((entry) => entry!.renderDataPage(path, answers, site));
      html.catch(() => renders.get(key) === html && renders.delete(key));
    }
    renders.set(key, html);
    if (renders.size > MAX_RENDERS) renders.delete(renders.keys().next().value!);
    return html;
  }

  /** The page's HTML rendered from its answers at its app route, with its chunks to preload; undefined when it cannot be. */
  return async function renderPage(
    request: FastifyRequest,
    path: string,
    route: string | undefined,
    answers: Record<string, InitialAnswer>,
    site: DomainSite | undefined,
  ): Promise<PrerenderedPage | undefined> {
    try {
      if (!route || !(await build.ssr())) return undefined;
      const html = await cachedRender(path, answers, site);
      return { html, preload: build.prerendered[routeKey(route)]?.preload ?? [] };
    } catch (err) {
      request.log.error({ err }, 'server rendering failed; the app draws the page');
      return undefined;
    }
  };
}
