import { and, desc, eq, sql } from 'drizzle-orm';
import { projectIdParamsSchema } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { isPublicProject } from '../../domain/project-access';
import { isPublished } from '../../domain/published-updates';
import { publicUserName } from '../../domain/public-user';
import { projects, updates, users } from '../../db/schema';

/** What crawlers, feeds and the social card may know of a public project. */
export interface PublicProject {
  id: string;
  /** Its short address (`/p/{slug}`, then its canonical one), or null. */
  slug: string | null;
  name: string;
  description: string;
  bannerUrl: string | null;
  /** A small square image: the page's icon in the browser tab. */
  iconUrl: string | null;
  repositoryName: string;
  techStack: string[];
  createdAt: Date;
  /** The newest of the project's own change and its published updates' publication or edit. */
  modifiedAt: Date;
  owner: { id: string; username: string };
  /** The newest published update. */
  latest: { title: string; content: string; publishedAt: Date } | null;
}

const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * When a project last changed: its own change or its published updates' publication or
 * edit. `changes` is a lateral subquery over the outer `projects` row: joined, so Drizzle
 * qualifies every column (in a one-table select it would not, and a correlated subquery in
 * the select list would compare the inner table's columns with themselves).
 */
export function projectChanges(db: Database) {
  // Two newest-first reads of one row each (updates_project_published_idx and
  // updates_project_edited_idx), not an aggregate over every update of the project. Written out,
  // so the inner columns are the inner table's and the project is the outer query's.
  const newest = (column: 'published_at' | 'updated_at') =>
    sql.raw(
      `(select u.${column} from updates u where u.project_id = "projects"."id" and not u.is_draft` +
        ` and u.published_at <= now() order by u.${column} desc nulls last limit 1)`,
    );
  const changes = db
    .select({
      at: sql<Date | null>`greatest(${newest('published_at')}, ${newest('updated_at')})`.as('last_change_at'),
    })
    .from(sql`(select 1) as one`)
    .as('changes');
  const modifiedAt = sql<Date>`greatest(${projects.updatedAt}, ${changes.at})`.mapWith(asDate);
  return { changes, modifiedAt };
}

/**
 * A public project with its owner and newest published update, in one statement; null when
 * the project does not exist or is private (the two are indistinguishable to callers).
 */
export async function loadPublicProject(db: Database, id: string): Promise<PublicProject | null> {
  if (!projectIdParamsSchema.safeParse({ id }).success) return null;
  const latest = db
    .select({ title: updates.title, content: updates.content, publishedAt: updates.publishedAt })
    .from(updates)
    .where(and(eq(updates.projectId, projects.id), isPublished))
    .orderBy(desc(updates.publishedAt), desc(updates.createdAt), desc(updates.id))
    .limit(1)
    .as('latest');
  const { changes, modifiedAt } = projectChanges(db);
  const [row] = await db
    .select({
      project: {
        id: projects.id,
        slug: projects.slug,
        name: projects.name,
        description: projects.description,
        bannerUrl: projects.bannerUrl,
        iconUrl: projects.iconUrl,
        repositoryName: projects.repositoryName,
        techStack: projects.techStack,
        createdAt: projects.createdAt,
      },
      modifiedAt,
      owner: { id: users.id, name: users.name, userName: users.userName },
      latest: { title: latest.title, content: latest.content, publishedAt: latest.publishedAt },
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoinLateral(latest, sql`true`)
    .leftJoinLateral(changes, sql`true`)
    .where(and(eq(projects.id, id), isPublicProject));
  if (!row) return null;
  return {
    ...row.project,
    modifiedAt: row.modifiedAt,
    owner: { id: row.owner.id, username: publicUserName(row.owner) },
    latest: row.latest?.title != null ? row.latest : null,
  };
}
