import { and, desc, eq } from 'drizzle-orm';
import { POST_LIST_LIMIT, postMessages, type Post } from '@shiplog/contract';
import { posts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/app-error';

export type PostRow = typeof posts.$inferSelect;
export type NewPost = Omit<typeof posts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const toPost = (row: PostRow): Post => ({
  id: row.id,
  content: row.content,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  writer: row.writer,
  tone: row.tone,
  target: row.target,
  project_id: row.projectId,
  commit_id: row.commitId,
  commit_sha: row.commitSha,
  repo_name: row.repositoryName,
});

/** A user's own posts: nobody else reads, edits or deletes them (others' are 404). */
export function createPostsService(deps: AppDeps) {
  const db = deps.database.db;
  const own = (userId: string, postId: string) => and(eq(posts.id, postId), eq(posts.userId, userId));

  return {
    /** Newest first. */
    async list(userId: string): Promise<Post[]> {
      const rows = await db
        .select()
        .from(posts)
        .where(eq(posts.userId, userId))
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(POST_LIST_LIMIT);
      return rows.map(toPost);
    },

    async store(post: NewPost): Promise<Post> {
      const [row] = await db.insert(posts).values(post).returning();
      return toPost(row!);
    },

    async edit(userId: string, postId: string, content: string): Promise<Post> {
      const [row] = await db
        .update(posts)
        .set({ content, updatedAt: new Date() })
        .where(own(userId, postId))
        .returning();
      if (!row) throw notFound(postMessages.notFound);
      return toPost(row);
    },

    async remove(userId: string, postId: string): Promise<void> {
      const deleted = await db.delete(posts).where(own(userId, postId)).returning({ id: posts.id });
      if (!deleted.length) throw notFound(postMessages.notFound);
    },
  };
}
