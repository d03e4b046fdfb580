import type { FastifyPluginAsync } from 'fastify';
import { paths } from '@shiplog/contract';
import type { DbHandle } from '../../db/client';
import { publicProjectIdForSlug } from './project-query';

/**
 * `/p/{slug}`, a project's short address at the site root: a temporary redirect to its page
 * (the canonical URL stays the UUID one, and a slug can later name another project). Unknown
 * slugs and private projects get the app's 404 page alike.
 */
export const projectShortLinks: FastifyPluginAsync<{ database: DbHandle }> = async (app, { database }) => {
  app.get<{ Params: { slug: string } }>(
    paths.projectSlug(),
    { schema: { hide: true } },
    async (request, reply) => {
      const id = await publicProjectIdForSlug(database.db, request.params.slug);
      if (!id) return reply.callNotFound();
      return reply.header('cache-control', 'public, max-age=300').redirect(paths.project(id), 302);
    },
  );
};
