import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { DeliveryResult, UpdateContributor, UpdateSource } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import type { Database } from '../../db/client';
import { projects, updates, webhookDeliveries } from '../../db/schema';
import { findAnnouncement } from '../updates/commit-announcement';
import { insertUpdate } from '../updates/update-writes';
import { shasOf, type UpdateContent } from './auto-update-content';
import type { Candidate } from './candidate';
import type { Scored } from '../../domain/significance';

/** A stored delivery with what processing needs of its project. */
export async function loadDelivery(db: Database, deliveryId: string) {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      event: webhookDeliveries.event,
      payload: webhookDeliveries.payload,
      result: webhookDeliveries.result,
      projectId: projects.id,
      projectName: projects.name,
      reviewRule: projects.reviewRule,
    })
    .from(webhookDeliveries)
    .innerJoin(projects, eq(projects.id, webhookDeliveries.projectId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}
export type StoredDelivery = NonNullable<Awaited<ReturnType<typeof loadDelivery>>>;

/** The outcome on the delivery row (what the owner sees as the webhook's last delivery). */
export async function recordResult(
  db: Database,
  deliveryId: string,
  result: Exclude<DeliveryResult, 'queued'>,
  detail: string,
  updateId: string | null = null,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ result, detail, updateId, processedAt: new Date() })
    .where(eq(webhookDeliveries.id, deliveryId));
}

/** The automatic update of this project that another delivery wrote and `same` picks, if any. */
async function updateOfOtherDelivery(
  db: Database,
  delivery: Pick<StoredDelivery, 'id' | 'projectId'>,
  same: SQL,
): Promise<string | null> {
  const [row] = await db
    .select({ id: updates.id })
    .from(updates)
    .where(and(eq(updates.projectId, delivery.projectId), same, ne(updates.autoDeliveryId, delivery.id)));
  return row?.id ?? null;
}

/**
 * The update that already tells of any of these commits, if another delivery or the owner wrote
 * it: a merged pull request arrives twice (as the pull request and as the push of its merge
 * commit), in either order, and the owner may have announced a commit before its push arrived.
 */
export async function findUpdateOfCommit(
  db: Database,
  delivery: Pick<StoredDelivery, 'id' | 'projectId'>,
  shas: readonly string[],
): Promise<string | null> {
  const found = await findAnnouncement(db, delivery.projectId, shas);
  return found && found.autoDeliveryId !== delivery.id ? found.id : null;
}

/** The automatic update another delivery already wrote for this GitHub release, if any. */
export const findUpdateOfRelease = async (
  db: Database,
  delivery: Pick<StoredDelivery, 'id' | 'projectId'>,
  releaseId: string | null,
) => (releaseId ? updateOfOtherDelivery(db, delivery, eq(updates.autoReleaseId, releaseId)) : null);

/** The GitHub release a candidate is, when it is one. */
export const releaseIdOf = (candidate: Candidate) =>
  candidate.source === 'release' ? candidate.releaseId : null;

export type StoredUpdate =
  | { id: string; created: true }
  /** Made before: by this delivery (a replay, another worker), or by another for the same commit. */
  | { id: string; created: false; sameDelivery: boolean };

/**
 * Stores the delivery's update unless one exists: the unique delivery id makes a second
 * insert (a replay, or another worker on the same delivery) do nothing, and so does the unique
 * head commit of push and merge updates (the other delivery of the same merge won the race).
 */
export async function insertAutoUpdate(
  deps: Pick<AppDeps, 'database' | 'afterProjectWrite' | 'queue' | 'config'>,
  delivery: StoredDelivery,
  candidate: Candidate,
  scored: Scored,
  content: UpdateContent,
  {
    isDraft,
    sources,
    contributors,
  }: { isDraft: boolean; sources: UpdateSource[]; contributors: UpdateContributor[] },
): Promise<StoredUpdate> {
  const inserted = await insertUpdate(
    deps,
    {
      projectId: delivery.projectId,
      ...content,
      isDraft,
      isMajorUpdate: scored.significance === 'major',
      autoSource: candidate.source,
      autoSignificance: scored.significance,
      autoReason: scored.reasons.join('; '),
      autoDeliveryId: delivery.id,
      autoReleaseId: releaseIdOf(candidate),
      announcesCommit: content.commitSha,
      contributors: contributors.length ? contributors : null,
    },
    { sources, ifAbsent: true },
  );
  if (inserted) return { id: inserted.id, created: true };
  const db = deps.database.db;
  const [existing] = await db
    .select({ id: updates.id })
    .from(updates)
    .where(and(eq(updates.autoDeliveryId, delivery.id), eq(updates.projectId, delivery.projectId)));
  if (existing) return { id: existing.id, created: false, sameDelivery: true };
  const other =
    (await findUpdateOfCommit(db, delivery, shasOf(candidate))) ??
    (await findUpdateOfRelease(db, delivery, releaseIdOf(candidate)));
  if (!other) throw new Error(`the update of delivery ${delivery.id} vanished`);
  return { id: other, created: false, sameDelivery: false };
}
