import { and, desc, eq, ne } from 'drizzle-orm';
import { type WebhookConfig, type WebhookDelivery } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects, projectWebhooks, webhookDeliveries } from '../../db/schema';

export type WebhookRow = typeof projectWebhooks.$inferSelect;

export async function findWebhook(db: Database, projectId: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(projectWebhooks).where(eq(projectWebhooks.projectId, projectId));
  return row;
}

/** Creates the project's webhook row or replaces its hook, repository and secret (created_at stays). */
export async function saveWebhook(
  db: Database,
  row: Pick<WebhookRow, 'projectId' | 'repositoryName' | 'githubHookId' | 'secretEncrypted' | 'events'>,
): Promise<WebhookRow> {
  const changes = { ...row, active: true, updatedAt: new Date() };
  const [saved] = await db
    .insert(projectWebhooks)
    .values(changes)
    .onConflictDoUpdate({ target: projectWebhooks.projectId, set: changes })
    .returning();
  return saved!;
}

/** Another project's webhook row on the same GitHub hook, if any (one hook per repository and URL). */
export async function hookOwner(db: Database, githubHookId: number, projectId: string) {
  const [row] = await db
    .select({ projectId: projectWebhooks.projectId })
    .from(projectWebhooks)
    .where(and(eq(projectWebhooks.githubHookId, githubHookId), ne(projectWebhooks.projectId, projectId)))
    .limit(1);
  return row?.projectId ?? null;
}

/** The webhook rows of the user's projects (or of one of them): ownership is part of the query. */
export async function ownedWebhooks(db: Database, userId: string, projectId?: string): Promise<WebhookRow[]> {
  const rows = await db
    .select({ webhook: projectWebhooks })
    .from(projectWebhooks)
    .innerJoin(projects, eq(projects.id, projectWebhooks.projectId))
    .where(and(eq(projects.userId, userId), projectId ? eq(projects.id, projectId) : undefined));
  return rows.map((r) => r.webhook);
}

export async function deleteWebhook(db: Database, projectId: string): Promise<void> {
  await db.delete(projectWebhooks).where(eq(projectWebhooks.projectId, projectId));
}

async function newestDelivery(db: Database, projectId: string): Promise<WebhookDelivery | null> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.projectId, projectId))
    .orderBy(desc(webhookDeliveries.receivedAt), desc(webhookDeliveries.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    event: row.event,
    received_at: row.receivedAt.toISOString(),
    result: row.result,
    detail: row.detail,
    update_id: row.updateId,
  };
}

/** The row in the API's shape, with the newest delivery. */
export async function toWebhookConfig(
  db: Database,
  row: WebhookRow,
  place: { url: string; reachable: boolean },
): Promise<WebhookConfig> {
  return {
    repository_name: row.repositoryName,
    active: row.active,
    events: row.events,
    url: place.url,
    reachable: place.reachable,
    created_at: row.createdAt.toISOString(),
    last_delivery: await newestDelivery(db, row.projectId),
  };
}
