import { and, eq } from 'drizzle-orm';
import type { Subscriber } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projectSubscribers } from '../../db/schema';
import { hashOpaqueToken, verifyManageToken } from './subscriber-links';

export type SubscriberRow = typeof projectSubscribers.$inferSelect;

/** A row as the owner sees it (plus status and source). */
export function toSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    email: row.email,
    subscribed_at: row.subscribedAt.toISOString(),
    notification_preference: row.notificationPreference,
    comment_frequency: row.commentFrequency,
    status: row.confirmedAt ? 'confirmed' : 'pending',
    source: row.source,
  };
}

export const byAddress = (projectId: string, email: string) =>
  and(eq(projectSubscribers.projectId, projectId), eq(projectSubscribers.email, email));

export async function findByAddress(db: Database, projectId: string, email: string) {
  const [row] = await db.select().from(projectSubscribers).where(byAddress(projectId, email));
  return row;
}

/**
 * The entry a token proves the caller may act on: the request token the page got when it
 * subscribed (only while the entry is unconfirmed), or the signed link of any mail sent to it.
 * Null for every other case, the same whether or not the address is on the list.
 */
export async function findByToken(
  db: Database,
  secret: string,
  projectId: string,
  email: string,
  token: string | undefined,
): Promise<SubscriberRow | null> {
  if (!token) return null;
  const row = await findByAddress(db, projectId, email);
  if (!row) return null;
  const pendingRequest =
    row.confirmedAt === null &&
    row.requestTokenHash !== null &&
    row.requestTokenHash === hashOpaqueToken(token);
  return pendingRequest || verifyManageToken(secret, token, row) ? row : null;
}
