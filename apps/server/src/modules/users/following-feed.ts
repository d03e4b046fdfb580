import { and, desc, eq } from 'drizzle-orm';
import { FOLLOWING_FEED_LIMIT, type FollowingUpdate } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { follows, projects, updates, users } from '../../db/schema';
import { isPublicProject } from '../../lib/project-access';
import { projectRefColumns } from '../../lib/project-ref';
import { isPublished } from '../../lib/published-updates';
import { publicUserColumns, toPublicUser } from '../../lib/public-user';

/**
 * The viewer's following feed: the newest published updates on the public projects of the
 * people they follow, in one statement (newest first, the id breaking ties).
 */
export async function followingUpdates(db: Database, viewerId: string): Promise<FollowingUpdate[]> {
  const rows = await db
    .select({
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
    .where(and(eq(follows.followerId, viewerId), isPublicProject, isPublished))
    .orderBy(desc(updates.publishedAt), desc(updates.id))
    .limit(FOLLOWING_FEED_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    published_at: row.publishedAt.toISOString(),
    project: row.project,
    author: toPublicUser(row.author),
  }));
}
