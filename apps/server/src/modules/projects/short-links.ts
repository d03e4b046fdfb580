import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { paths } from '@shiplog/contract';
import type { DbHandle } from '../../db/client';
import { projects } from '../../db/schema';
import { isPublicProject } from '../../lib/project-access';

const SLUG = /^[a-z0-9-]{3,60}$/i;

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
      const { slug } = request.params;
      const [row] = SLUG.test(slug)
        ? await database.db
            .select({ id: projects.id })
            .from(projects)
            .where(and(eq(projects.slug, slug.toLowerCase()), isPublicProject))
        : [];
      if (!row) return reply.callNotFound();
      return reply.header('cache-control', 'public, max-age=300').redirect(paths.project(row.id), 302);
    },
  );
};
