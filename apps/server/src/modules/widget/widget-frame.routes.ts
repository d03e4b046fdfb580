import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  WIDGET_LANGUAGES,
  WIDGET_THEMES,
  widgetPaths,
  type WidgetFeedData,
  type WidgetLanguage,
  type WidgetTheme,
} from '@shiplog/contract';
import type { DbHandle } from '../../db/client';
import { escapeHtml } from '../../lib/escape-html';
import type { ProjectReadCache } from '../../lib/project-read-cache';
import { createWidgetService } from './widget.service';

export interface WidgetFrameOptions {
  database: DbHandle;
  readCache: ProjectReadCache;
  publicUrl: string;
}

type FrameRequest = FastifyRequest<{
  Params: { id: string };
  Querystring: { theme?: string; accent?: string; lang?: string };
}>;

/** The frame may sit in any site's page; it runs our script and reads our data, nothing else. */
const FRAME_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors *";
/** An accent the element accepts: a hex colour or a plain colour name. */
const ACCENT = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;

const pick = <T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined =>
  allowed.includes(value as T) ? (value as T) : undefined;

/** The frame's attributes from its query: only values the element knows. */
function frameAttributes(query: FrameRequest['query']) {
  const theme = pick<WidgetTheme>(query.theme, WIDGET_THEMES);
  const lang = pick<WidgetLanguage>(query.lang, WIDGET_LANGUAGES);
  const accent = query.accent && ACCENT.test(query.accent) ? query.accent : undefined;
  return { lang: lang ?? 'en', attrs: { theme, accent, lang } };
}

/**
 * The iframe fallback, `/projects/{id}/widget`: the What's new list on a page of its own for sites
 * that cannot add a script (`<iframe src="…/projects/{id}/widget?theme=dark&lang=de">`). Any site
 * may frame it; a private or unknown project is 404.
 */
export const widgetFrameRoutes: FastifyPluginAsync<WidgetFrameOptions> = async (app, opts) => {
  const service = createWidgetService(opts.database.db, opts.readCache, opts.publicUrl);

  app.get('/projects/:id/widget', { schema: { hide: true } }, async (request: FrameRequest, reply) => {
    const feed = JSON.parse((await service.feed(request.params.id)).body) as WidgetFeedData;
    const { lang, attrs } = frameAttributes(request.query ?? {});
    const extra = Object.entries(attrs)
      .filter(([, value]) => value)
      .map(([name, value]) => ` ${name}="${escapeHtml(value!)}"`)
      .join('');
    const html =
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg">` +
      `<title>${escapeHtml(`What's new in ${feed.project.name}`)}</title>` +
      `<script src="${widgetPaths.script}" async></script></head><body>` +
      `<${widgetPaths.element} project="${escapeHtml(feed.project.id)}" display="list"${extra}>` +
      `<a href="${escapeHtml(feed.project.url)}" target="_blank" rel="noopener">${escapeHtml(feed.project.name)} updates</a>` +
      `</${widgetPaths.element}></body></html>`;
    reply.removeHeader('x-frame-options');
    return reply
      .header('content-security-policy', FRAME_CSP)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
