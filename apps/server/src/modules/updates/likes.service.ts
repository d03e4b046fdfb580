import { and, eq } from 'drizzle-orm';
import type { LikeState } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { updateLikes, updates } from '../../db/schema';
import { loadVisibleUpdate } from '../../domain/project-access';

/**
 * Likes of visible updates. The primary key (update, user) makes both ways idempotent: a
 * second like inserts nothing (a concurrent one waits on the key, then does nothing), a
 * second unlike deletes nothing. `likes_count` follows the rows by trigger (migration 0004).
 */
export function createLikesService(deps: AppDeps) {
  const db = deps.database.db;

  async function toggle(updateId: string, userId: string, liked: boolean): Promise<LikeState> {
    const update = await loadVisibleUpdate(db, updateId, userId);
    if (liked) await db.insert(updateLikes).values({ updateId, userId }).onConflictDoNothing();
    else
      await db
        .delete(updateLikes)
        .where(and(eq(updateLikes.updateId, updateId), eq(updateLikes.userId, userId)));
    const [row] = await db
      .select({ count: updates.likesCount })
      .from(updates)
      .where(eq(updates.id, updateId));
    deps.afterProjectWrite(update.projectId);
    return { count: row?.count ?? 0, hasLiked: liked };
  }

  return {
    async get(updateId: string, viewerId: string | null): Promise<LikeState> {
      const update = await loadVisibleUpdate(db, updateId, viewerId);
      return { count: update.likesCount, hasLiked: update.hasLiked };
    },
    like: (updateId: string, userId: string) => toggle(updateId, userId, true),
    unlike: (updateId: string, userId: string) => toggle(updateId, userId, false),
  };
}
