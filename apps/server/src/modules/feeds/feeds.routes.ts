import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { projectMessages } from '@shiplog/contract';
import type { DbHandle } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { UPDATE_NOT_FOUND } from '../../domain/project-access';
import { cardVersion, createSocialCardCache, type SocialCardCache } from './card/social-card';
import { matchesEtag } from '../../lib/http-etag';
import { sendPublic } from './http-cache';
import { cardContentOf } from './project-card';
import { loadPublicUpdate, updateCardContentOf } from './public-update';
import { customDomainSiteOf } from '../../plugins/custom-domains';
import {
  FEED_CONTENT_TYPES,
  loadFeedUpdates,
  domainFeedLinks,
  renderProjectFeed,
  type FeedFormat,
  type FeedLinks,
} from './project-feed';
import { loadPublicProject } from './public-project';
import { publicProjectEntries, renderRobots, renderSitemap, STATIC_PUBLIC_PAGES } from './sitemap';

export interface FeedRoutesOptions {
  database: DbHandle;
  publicUrl: string;
  cards?: SocialCardCache;
}

type ProjectRequest = FastifyRequest<{ Params: { id: string } }>;

/** How long shared caches may keep each document (seconds). */
const MAX_AGE = { feed: 300, card: 600, sitemap: 3600, robots: 86_400 };
const hidden = { schema: { hide: true } };

/**
 * What crawlers and feed readers fetch at the site root (not under /api, which robots.txt
 * keeps them out of): project feeds and social cards, the sitemap and robots.txt.
 * Private and unknown projects are 404 alike.
 */
export const feedRoutes: FastifyPluginAsync<FeedRoutesOptions> = async (app, opts) => {
  const { db } = opts.database;
  const cards = opts.cards ?? createSocialCardCache();

  async function publicProject(id: string) {
    const project = await loadPublicProject(db, id);
    if (!project) throw notFound(projectMessages.notFound);
    return project;
  }

  async function sendFeed(
    request: FastifyRequest,
    reply: FastifyReply,
    projectId: string,
    format: FeedFormat,
    links?: FeedLinks,
  ) {
    const project = await publicProject(projectId);
    const entries = await loadFeedUpdates(db, project.id);
    const body = renderProjectFeed(project, entries, opts.publicUrl, format, links);
    reply.header('access-control-allow-origin', '*');
    return sendPublic(request, reply, { body, type: FEED_CONTENT_TYPES[format], maxAge: MAX_AGE.feed });
  }

  const feed = (format: FeedFormat) => async (request: ProjectRequest, reply: FastifyReply) =>
    sendFeed(request, reply, request.params.id, format);
  app.get('/projects/:id/feed.xml', hidden, feed('atom'));
  app.get('/projects/:id/rss.xml', hidden, feed('rss'));
  app.get('/projects/:id/feed.json', hidden, feed('json'));

  /** On a project's custom domain, its feeds sit at the root, linking to that domain. */
  const domainFeed = (format: FeedFormat) => async (request: FastifyRequest, reply: FastifyReply) => {
    const site = customDomainSiteOf(request);
    // Elsewhere these paths are what they were before: the app's not-found page.
    if (!site) return reply.callNotFound();
    return sendFeed(request, reply, site.projectId, format, domainFeedLinks(site));
  };
  app.get('/feed.xml', hidden, domainFeed('atom'));
  app.get('/rss.xml', hidden, domainFeed('rss'));
  app.get('/feed.json', hidden, domainFeed('json'));

  app.get('/projects/:id/social-card.png', hidden, async (request: ProjectRequest, reply) => {
    const project = await publicProject(request.params.id);
    const content = cardContentOf(project);
    const version = cardVersion(content);
    const etag = `"card-${version}"`;
    // A revalidation is answered without rendering anything.
    const fresh = matchesEtag(request.headers['if-none-match'], etag);
    const body = fresh ? Buffer.alloc(0) : await cards.get(project.id, version, content);
    return sendPublic(request, reply, { body, type: 'image/png', maxAge: MAX_AGE.card, etag });
  });

  app.get(
    '/projects/:id/updates/:updateId/social-card.png',
    hidden,
    async (request: FastifyRequest<{ Params: { id: string; updateId: string } }>, reply) => {
      const update = await loadPublicUpdate(db, request.params.id, request.params.updateId);
      if (!update) throw notFound(UPDATE_NOT_FOUND);
      const content = updateCardContentOf(update);
      const version = cardVersion(content);
      const etag = `"card-${version}"`;
      const fresh = matchesEtag(request.headers['if-none-match'], etag);
      const body = fresh ? Buffer.alloc(0) : await cards.get(`update:${update.id}`, version, content);
      return sendPublic(request, reply, { body, type: 'image/png', maxAge: MAX_AGE.card, etag });
    },
  );

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const entries = [...STATIC_PUBLIC_PAGES.map((path) => ({ path })), ...(await publicProjectEntries(db))];
    const body = renderSitemap(opts.publicUrl, entries);
    return sendPublic(request, reply, {
      body,
      type: 'application/xml; charset=utf-8',
      maxAge: MAX_AGE.sitemap,
    });
  });

  const robots = renderRobots(opts.publicUrl);
  app.get('/robots.txt', hidden, async (request, reply) =>
    sendPublic(request, reply, { body: robots, type: 'text/plain; charset=utf-8', maxAge: MAX_AGE.robots }),
  );
};
