import { and, eq } from 'drizzle-orm';
import {
  subscriberMessages,
  type CommentFrequency,
  type NotificationPreference,
  type PreferencesSavedResponse,
  type Subscriber,
  type UpdateFrequency,
} from '@shiplog/contract';
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
    update_frequency: row.updateFrequency,
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

/** What a subscriber may change about their mail; a choice left out stays as it is. */
export interface ChoiceChange {
  notification_preference: NotificationPreference;
  comment_frequency?: CommentFrequency | undefined;
  update_frequency?: UpdateFrequency | undefined;
}

/**
 * The columns a change of choices writes. Leaving instant update mail starts the next digest
 * now: the updates before it were mailed one by one.
 */
export function choiceColumns(
  row: Pick<SubscriberRow, 'updateFrequency'>,
  change: ChoiceChange,
  now = new Date(),
) {
  const leavesInstant =
    change.update_frequency !== undefined &&
    change.update_frequency !== 'instant' &&
    row.updateFrequency === 'instant';
  return {
    notificationPreference: change.notification_preference,
    commentFrequency: change.comment_frequency,
    updateFrequency: change.update_frequency,
    ...(leavesInstant ? { lastUpdateDigestAt: now } : {}),
  };
}

/** The answer to a change of choices: what is now in force. */
export const preferencesSaved = (row: SubscriberRow): PreferencesSavedResponse => ({
  success: true,
  message: subscriberMessages.preferencesSaved,
  notification_preference: row.notificationPreference,
  comment_frequency: row.commentFrequency,
  update_frequency: row.updateFrequency,
});
