import type { onRequestHookHandler } from 'fastify';
import { widgetEndpoints } from '@shiplog/contract';
import { matchesEtag } from '../../lib/http-etag';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createWidgetService } from './widget.service';

/**
 * Browsers ask again each time (a 304 from the read cache while nothing changed); shared caches
 * (a CDN in front) may keep an answer for half a minute.
 */
export const WIDGET_FEED_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, must-revalidate';

/** Any site may read the widget's data (it is public and carries no cookie); nothing else crosses origins. */
const allowAnyOrigin: onRequestHookHandler = (_request, reply, done) => {
  reply.header('access-control-allow-origin', '*');
  done();
};

/** GET /api/projects/{id}/widget: the What's new widget's data. */
export const widgetRoutes: FeatureRoutes = async (app, ctx) => {
  const { deps } = ctx;
  const service = createWidgetService(deps.database.db, deps.readCache, deps.config.PUBLIC_URL);

  serveEndpoint(
    app,
    widgetEndpoints.getProjectWidgetFeed,
    { onRequest: allowAnyOrigin },
    async (request, reply) => {
      const feed = await service.feed(request.params.id);
      reply.header('etag', feed.etag).header('cache-control', WIDGET_FEED_CACHE_CONTROL);
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(feed.body);
    },
  );
};
