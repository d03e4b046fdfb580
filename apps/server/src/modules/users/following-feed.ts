import { and, eq } from 'drizzle-orm';
import type { FollowingFeedQuery, FollowingUpdate } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { follows, projects, updates, users } from '../../db/schema';
import { keyset } from '../../lib/keyset-page';
import { isPublicProject } from '../../domain/project-access';
import { projectRefColumns } from '../../domain/project-ref';
import { isPublished } from '../../domain/published-updates';
import { publicUserColumns, toPublicUser } from '../../domain/public-user';

const pages = keyset(updates.publishedAt, updates.id, 'newest');

/**
 * The viewer's following feed: the newest published updates on the public projects of the
 * people they follow, in one statement (newest first, the id breaking ties), a page at a time.
 */
export async function followingUpdates(
  db: Database,
  viewerId: string,
  query: FollowingFeedQuery,
): Promise<{ updates: FollowingUpdate[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      pageKey: pages.key,
      id: updates.id,
      title: updates.title,
      type: updates.type,
      publishedAt: updates.publishedAt,
      project: projectRefColumns,
      author: publicUserColumns,
    })
    .from(follows)
    .innerJoin(projects, eq(projects.userId, follows.followeeId))
    .innerJoin(updates, eq(updates.projectId, projects.id))
    .innerJoin(users, eq(users.id, follows.followeeId))
    .where(and(eq(follows.followerId, viewerId), isPublicProject, isPublished, pages.after(query.before)))
    .orderBy(...pages.order)
    .limit(query.limit + 1);
  const page = pages.page(rows, query.limit, (row) => row.id);
  const entries = page.rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    published_at: row.publishedAt.toISOString(),
    project: row.project,
    author: toPublicUser(row.author),
  }));
  return { updates: entries, nextCursor: page.nextCursor };
}
