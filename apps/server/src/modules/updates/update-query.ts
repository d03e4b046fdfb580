import { sql, type SQL } from 'drizzle-orm';
import type { Update } from '@shiplog/contract';
import { updates } from '../../db/schema';

export type UpdateRow = typeof updates.$inferSelect;

/** The timeline order: pinned first, then newest published, then newest created. */
export const timelineOrder: SQL[] = [
  sql`${updates.isPinned} desc`,
  sql`${updates.publishedAt} desc`,
  sql`${updates.createdAt} desc`,
  sql`${updates.id} desc`,
];

/** A row in the API's shape (spec section 3): counters become `likes`, `comments`, `views`. */
export function toUpdate(row: UpdateRow): Update {
  return {
    id: row.id,
    project_id: row.projectId,
    type: row.type,
    title: row.title,
    content: row.content,
    image_url: row.imageUrl,
    commit_hash: row.commitHash,
    commit_message: row.commitMessage,
    published_at: row.publishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_pinned: row.isPinned,
    is_major_update: row.isMajorUpdate,
    labels: row.labels,
    views: row.viewsCount,
    likes: row.likesCount,
    comments: row.commentsCount,
  };
}
