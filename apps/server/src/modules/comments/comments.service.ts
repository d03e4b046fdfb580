import { and, eq } from 'drizzle-orm';
import { commentMessages, type Comment, type CommentListQuery } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { projects, updateComments, updates, users } from '../../db/schema';
import { forbidden, notFound } from '../../lib/app-error';
import { keyset } from '../../lib/keyset-page';
import { publicUserColumns, publicUserName, toPublicUser } from '../../domain/public-user';
import { projectRefColumns } from '../../domain/project-ref';
import { commentEvent, recordOutboundEvent, wakeDeliveries } from '../../integrations/outbound-webhooks';
import { kickCommentNotifications } from '../../queue/notification-kicks';
import { loadVisibleUpdate } from '../../domain/project-access';

export const COMMENT_NOT_FOUND = 'Comment not found';

const author = publicUserColumns;
const pages = keyset(updateComments.createdAt, updateComments.id, 'oldest');
type CommentRow = typeof updateComments.$inferSelect;

function toComment(c: CommentRow, user: Parameters<typeof toPublicUser>[0]): Comment {
  return {
    id: c.id,
    content: c.content,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    is_edited: c.isEdited,
    user: toPublicUser(user),
  };
}

/**
 * Comments on visible updates: plain text, oldest first; only the author edits or deletes.
 * `comments_count` follows the rows by trigger (migration 0004).
 */
export function createCommentsService(deps: AppDeps) {
  const db = deps.database.db;

  /** The comment on a visible update, if `userId` wrote it: 404 unknown, 403 someone else's. */
  async function findOwn(updateId: string, commentId: string, userId: string) {
    const update = await loadVisibleUpdate(db, updateId, userId);
    const [comment] = await db
      .select()
      .from(updateComments)
      .where(and(eq(updateComments.id, commentId), eq(updateComments.updateId, update.id)));
    if (!comment) throw notFound(COMMENT_NOT_FOUND);
    if (comment.userId !== userId) throw forbidden(commentMessages.notCommentAuthor);
    return { comment, projectId: update.projectId };
  }

  async function authorOf(userId: string) {
    const [user] = await db.select(author).from(users).where(eq(users.id, userId));
    return user!;
  }

  return {
    /** One page of a visible update's comments, oldest first, after the cursor's. */
    async list(
      updateId: string,
      viewerId: string | null,
      query: CommentListQuery,
    ): Promise<{ comments: Comment[]; nextCursor: string | null }> {
      const update = await loadVisibleUpdate(db, updateId, viewerId);
      const rows = await db
        .select({ comment: updateComments, user: author, pageKey: pages.key })
        .from(updateComments)
        .innerJoin(users, eq(users.id, updateComments.userId))
        .where(and(eq(updateComments.updateId, update.id), pages.after(query.after)))
        .orderBy(...pages.order)
        .limit(query.limit + 1);
      const page = pages.page(rows, query.limit, (r) => r.comment.id);
      return { comments: page.rows.map((r) => toComment(r.comment, r.user)), nextCursor: page.nextCursor };
    },

    async create(updateId: string, userId: string, content: string): Promise<Comment> {
      const update = await loadVisibleUpdate(db, updateId, userId);
      const user = await authorOf(userId);
      // Saved with its `comment.created` event for the project's outbound webhooks.
      const { comment, deliveries } = await deps.database.transaction(async (tx) => {
        const [comment] = await tx.db
          .insert(updateComments)
          .values({ updateId, userId, content })
          .returning();
        const [about] = await tx.db
          .select({ title: updates.title, project: projectRefColumns })
          .from(updates)
          .innerJoin(projects, eq(projects.id, updates.projectId))
          .where(eq(updates.id, update.id));
        const event = commentEvent(
          deps.config.PUBLIC_URL,
          about!.project,
          { id: update.id, title: about!.title },
          {
            id: comment!.id,
            content: comment!.content,
            createdAt: comment!.createdAt,
            author: { id: userId, name: publicUserName(user) },
          },
        );
        return { comment: comment!, deliveries: await recordOutboundEvent(deps, tx, event) };
      });
      if (deliveries) wakeDeliveries(deps);
      deps.afterProjectWrite(update.projectId);
      await kickCommentNotifications(deps);
      return toComment(comment, user);
    },

    async edit(updateId: string, commentId: string, userId: string, content: string): Promise<Comment> {
      await findOwn(updateId, commentId, userId);
      const [row] = await db
        .update(updateComments)
        .set({ content, isEdited: true, updatedAt: new Date() })
        .where(and(eq(updateComments.id, commentId), eq(updateComments.userId, userId)))
        .returning();
      if (!row) throw notFound(COMMENT_NOT_FOUND);
      return toComment(row, await authorOf(userId));
    },

    async remove(updateId: string, commentId: string, userId: string): Promise<void> {
      const { projectId } = await findOwn(updateId, commentId, userId);
      const deleted = await db
        .delete(updateComments)
        .where(and(eq(updateComments.id, commentId), eq(updateComments.userId, userId)))
        .returning({ id: updateComments.id });
      if (!deleted.length) throw notFound(COMMENT_NOT_FOUND);
      deps.afterProjectWrite(projectId);
    },
  };
}
