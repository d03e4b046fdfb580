import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, updates } from '../../db/schema';

/** How many recent texts the writer sees, so it does not open or close the same way again. */
export const RECENT_TEXTS = 10;

/** The texts a project's readers saw last: its posts (the user's) and its updates. */
export function createRecentTexts(db: Database) {
  return {
    async posts(userId: string, projectId: string | null): Promise<string[]> {
      const rows = await db
        .select({ content: posts.content })
        .from(posts)
        .where(
          and(eq(posts.userId, userId), projectId ? eq(posts.projectId, projectId) : isNull(posts.projectId)),
        )
        .orderBy(desc(posts.createdAt))
        .limit(RECENT_TEXTS);
      return rows.map((r) => r.content);
    },

    async updates(projectId: string): Promise<string[]> {
      const rows = await db
        .select({ content: updates.content })
        .from(updates)
        .where(eq(updates.projectId, projectId))
        .orderBy(desc(updates.createdAt))
        .limit(RECENT_TEXTS);
      return rows.map((r) => r.content);
    },
  };
}
