import { and, eq } from 'drizzle-orm';
import type { DeliveryResult } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects, updates, webhookDeliveries } from '../../db/schema';
import type { UpdateContent } from './auto-update-content';
import type { Candidate } from './candidate';
import type { Scored } from './significance';

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

/**
 * Stores the delivery's update unless one exists: the unique delivery id makes a second
 * insert (a replay, or another worker on the same delivery) do nothing. Answers the update's
 * id and whether this call made it.
 */
export async function insertAutoUpdate(
  db: Database,
  delivery: StoredDelivery,
  candidate: Candidate,
  scored: Scored,
  content: UpdateContent,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(updates)
    .values({
      projectId: delivery.projectId,
      ...content,
      isMajorUpdate: scored.significance === 'major',
      autoSource: candidate.source,
      autoSignificance: scored.significance,
      autoReason: scored.reasons.join('; '),
      autoDeliveryId: delivery.id,
    })
    .onConflictDoNothing({ target: updates.autoDeliveryId })
    .returning({ id: updates.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: updates.id })
    .from(updates)
    .where(and(eq(updates.autoDeliveryId, delivery.id), eq(updates.projectId, delivery.projectId)));
  if (!existing) throw new Error(`the update of delivery ${delivery.id} vanished`);
  return { id: existing.id, created: false };
}
