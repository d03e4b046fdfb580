import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  subscriberMessages,
  type ConfirmSubscriptionResponse,
  type PreferencesSavedResponse,
  type SubscriptionPreferences,
  type UnsubscribeResponse,
} from '@shiplog/contract';
import { projects, projectSubscribers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/app-error';
import {
  createManageToken,
  hashOpaqueToken,
  subscriberIdOfToken,
  verifyManageToken,
} from '../../lib/subscriber-links';

type Choices = Pick<SubscriptionPreferences, 'notification_preference' | 'comment_frequency'>;

/**
 * What mail links open, without cookies: the single-use confirmation link, and the signed
 * manage link of every mail (preferences page, unsubscribe, RFC 8058 one-click).
 */
export function createSubscriptionsService(deps: AppDeps) {
  const db = deps.database.db;

  /** The entry and its project a manage token was signed for; 404 for anything else. */
  async function resolve(token: string) {
    const id = subscriberIdOfToken(token);
    const [found] = id
      ? await db
          .select({ row: projectSubscribers, projectName: projects.name })
          .from(projectSubscribers)
          .innerJoin(projects, eq(projects.id, projectSubscribers.projectId))
          .where(eq(projectSubscribers.id, id))
      : [];
    if (!found || !verifyManageToken(deps.secret, token, found.row))
      throw notFound(subscriberMessages.manageLinkInvalid);
    return found;
  }

  function toPreferences({ row, projectName }: Awaited<ReturnType<typeof resolve>>): SubscriptionPreferences {
    return {
      project: { id: row.projectId, name: projectName },
      email: row.email,
      notification_preference: row.notificationPreference,
      comment_frequency: row.commentFrequency,
      confirmed: row.confirmedAt !== null,
      source: row.source,
    };
  }

  return {
    /** Follows the confirmation link: once, within its 7 days. The page's request token ends here. */
    async confirm(token: string): Promise<ConfirmSubscriptionResponse> {
      const [row] = await db
        .update(projectSubscribers)
        .set({
          confirmedAt: new Date(),
          confirmTokenHash: null,
          confirmExpiresAt: null,
          requestTokenHash: null,
        })
        .where(
          and(
            eq(projectSubscribers.confirmTokenHash, hashOpaqueToken(token)),
            gt(projectSubscribers.confirmExpiresAt, new Date()),
            isNull(projectSubscribers.confirmedAt),
          ),
        )
        .returning();
      if (!row) throw badRequest(subscriberMessages.confirmLinkInvalid);
      deps.afterProjectWrite(row.projectId);
      const [project] = await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(eq(projects.id, row.projectId));
      return {
        confirmed: true,
        project: project ?? { id: row.projectId, name: '' },
        manage_token: createManageToken(deps.secret, row),
      };
    },

    async preferences(token: string): Promise<SubscriptionPreferences> {
      return toPreferences(await resolve(token));
    },

    async changePreferences(token: string, choices: Choices): Promise<PreferencesSavedResponse> {
      const { row } = await resolve(token);
      const [updated] = await db
        .update(projectSubscribers)
        .set({
          notificationPreference: choices.notification_preference,
          commentFrequency: choices.comment_frequency,
        })
        .where(eq(projectSubscribers.id, row.id))
        .returning();
      if (!updated) throw notFound(subscriberMessages.manageLinkInvalid);
      return {
        success: true,
        message: subscriberMessages.preferencesSaved,
        notification_preference: updated.notificationPreference,
        comment_frequency: updated.commentFrequency,
      };
    },

    /** Unsubscribes: the entry is deleted, so every link of it stops working. */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const { row } = await resolve(token);
      const [removed] = await db
        .delete(projectSubscribers)
        .where(eq(projectSubscribers.id, row.id))
        .returning({ confirmedAt: projectSubscribers.confirmedAt });
      if (!removed) throw notFound(subscriberMessages.manageLinkInvalid);
      if (removed.confirmedAt) deps.afterProjectWrite(row.projectId);
      return { success: true, status: 'unsubscribed', message: subscriberMessages.unsubscribed };
    },
  };
}
