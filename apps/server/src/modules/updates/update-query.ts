import { renderMarkdown } from '../../lib/markdown';
import { sql, type SQL } from 'drizzle-orm';
import type { Update, UpdateAutomation, UpdateProvenance, UpdateStatus } from '@shiplog/contract';
import { updates } from '../../db/schema';

export type UpdateRow = typeof updates.$inferSelect;

/**
 * The timeline order: pinned first, then newest published, then newest created, then id; as
 * the timeline indexes are built (`nulls last`: the columns are never null), so a page is read
 * from an index in order.
 */
export const timelineOrder: SQL[] = [
  sql`${updates.isPinned} desc nulls last`,
  sql`${updates.publishedAt} desc nulls last`,
  sql`${updates.createdAt} desc nulls last`,
  sql`${updates.id} desc nulls last`,
];

/** How an automatic update came about; null for updates written by hand. */
export function automationOf(row: UpdateRow): UpdateAutomation | null {
  if (!row.autoSource || !row.autoSignificance || !row.autoDeliveryId) return null;
  return {
    source: row.autoSource,
    significance: row.autoSignificance,
    reason: row.autoReason ?? '',
    delivery_id: row.autoDeliveryId,
  };
}

/** Draft, scheduled (published, its time to come) or published, by the given clock. */
export function statusOf(row: Pick<UpdateRow, 'isDraft' | 'publishedAt'>, now = Date.now()): UpdateStatus {
  if (row.isDraft) return 'draft';
  return row.publishedAt.getTime() > now ? 'scheduled' : 'published';
}

/**
 * A row in the API's shape: counters become `likes`, `comments`, `views`.
 * The owner's reads of an automatic update also say how it came about (`automation`).
 */
export function toUpdate(
  row: UpdateRow,
  { owner = false, provenance }: { owner?: boolean; provenance?: UpdateProvenance | undefined } = {},
): Update {
  const automation = owner ? automationOf(row) : null;
  const decision =
    owner && row.autoSignificance && row.autoReason
      ? { significance: row.autoSignificance, reason: row.autoReason }
      : null;
  return {
    id: row.id,
    project_id: row.projectId,
    type: row.type,
    title: row.title,
    content: row.content,
    content_html: renderMarkdown(row.content),
    image_url: row.imageUrl,
    commit_hash: row.commitSha,
    commit_message: row.commitMessage,
    ...(row.commits?.length ? { commits: row.commits } : {}),
    published_at: row.publishedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_pinned: row.isPinned,
    is_major_update: row.isMajorUpdate,
    labels: row.labels,
    status: statusOf(row),
    views: row.viewsCount,
    likes: row.likesCount,
    comments: row.commentsCount,
    ...(automation ? { automation } : {}),
    ...(decision ? { decision } : {}),
    ...(provenance ? { provenance } : {}),
    ...(row.contributors?.length ? { contributors: row.contributors } : {}),
  };
}
