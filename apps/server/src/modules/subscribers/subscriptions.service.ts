import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  subscriberMessages,
  type ConfirmSubscriptionResponse,
  type PreferencesSavedResponse,
  type SubscriptionPreferences,
  type UnsubscribeResponse,
} from '@shiplog/contract';
import { projects, projectSubscribers, subscriberUnsubscribes } from '../../db/schema';
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
    const found = await findEntry(token);
    if (!found) throw notFound(subscriberMessages.manageLinkInvalid);
    return found;
  }

  async function findEntry(token: string) {
    const id = subscriberIdOfToken(token);
    const [found] = id
      ? await db
          .select({ row: projectSubscribers, projectName: projects.name })
          .from(projectSubscribers)
          .innerJoin(projects, eq(projects.id, projectSubscribers.projectId))
          .where(eq(projectSubscribers.id, id))
      : [];
    return found && verifyManageToken(deps.secret, token, found.row) ? found : null;
  }

  /** The entry a manage token was signed for that unsubscribed with a mail link; null otherwise. */
  async function findUnsubscribed(token: string) {
    const id = subscriberIdOfToken(token);
    const [found] = id
      ? await db
          .select({ row: subscriberUnsubscribes, projectName: projects.name })
          .from(subscriberUnsubscribes)
          .innerJoin(projects, eq(projects.id, subscriberUnsubscribes.projectId))
          .where(eq(subscriberUnsubscribes.id, id))
      : [];
    return found && verifyManageToken(deps.secret, token, found.row) ? found : null;
  }

  function toPreferences({ row, projectName }: Awaited<ReturnType<typeof resolve>>): SubscriptionPreferences {
    return {
      project: { id: row.projectId, name: projectName },
      email: row.email,
      notification_preference: row.notificationPreference,
      comment_frequency: row.commentFrequency,
      confirmed: row.confirmedAt !== null,
      source: row.source,
      unsubscribed: false,
    };
  }

  function unsubscribedPreferences({
    row,
    projectName,
  }: NonNullable<Awaited<ReturnType<typeof findUnsubscribed>>>): SubscriptionPreferences {
    return {
      project: { id: row.projectId, name: projectName },
      email: row.email,
      notification_preference: row.notificationPreference,
      comment_frequency: row.commentFrequency,
      confirmed: false,
      source: row.source,
      unsubscribed: true,
    };
  }

  const unsubscribedAnswer: UnsubscribeResponse = {
    success: true,
    status: 'unsubscribed',
    message: subscriberMessages.unsubscribed,
  };

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

    /** The entry's choices; for one that unsubscribed with its links, that it did. */
    async preferences(token: string): Promise<SubscriptionPreferences> {
      const found = await findEntry(token);
      if (found) return toPreferences(found);
      const gone = await findUnsubscribed(token);
      if (!gone) throw notFound(subscriberMessages.manageLinkInvalid);
      return unsubscribedPreferences(gone);
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

    /**
     * Unsubscribes: the entry goes from the list and is kept aside with its links, so that a
     * second try (a mail provider's retry, a second click) answers the same, and the address
     * can subscribe again from the preferences page.
     */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const found = await findEntry(token);
      if (!found) {
        if (await findUnsubscribed(token)) return unsubscribedAnswer;
        throw notFound(subscriberMessages.manageLinkInvalid);
      }
      const removed = await deps.database.transaction(async (tx) => {
        const [row] = await tx.db
          .delete(projectSubscribers)
          .where(eq(projectSubscribers.id, found.row.id))
          .returning();
        if (!row) return null;
        const kept = {
          projectId: row.projectId,
          email: row.email,
          notificationPreference: row.notificationPreference,
          commentFrequency: row.commentFrequency,
          source: row.source,
          linkSalt: row.linkSalt,
          subscribedAt: row.subscribedAt,
          unsubscribedAt: new Date(),
        };
        await tx.db
          .insert(subscriberUnsubscribes)
          .values({ id: row.id, ...kept })
          .onConflictDoUpdate({ target: subscriberUnsubscribes.id, set: kept });
        return row;
      });
      // Gone meanwhile (another click won the race): the answer is the same.
      if (removed?.confirmedAt) deps.afterProjectWrite(removed.projectId);
      return unsubscribedAnswer;
    },

    /**
     * Subscribes an address again from the link of a mail it got (it proves the mailbox, so no
     * new confirmation is asked): the entry comes back with its choices and its links. When the
     * address has subscribed again meanwhile, that entry stands.
     */
    async resubscribe(token: string): Promise<SubscriptionPreferences> {
      const found = await findEntry(token);
      if (found) return toPreferences(found);
      const gone = await findUnsubscribed(token);
      if (!gone) throw notFound(subscriberMessages.manageLinkInvalid);
      const { row } = gone;
      const [restored] = await deps.database.transaction(async (tx) => {
        const back = await tx.db
          .insert(projectSubscribers)
          .values({
            id: row.id,
            projectId: row.projectId,
            email: row.email,
            notificationPreference: row.notificationPreference,
            commentFrequency: row.commentFrequency,
            source: row.source,
            linkSalt: row.linkSalt,
            subscribedAt: row.subscribedAt,
            confirmedAt: new Date(),
          })
          .onConflictDoNothing()
          .returning();
        if (back.length)
          await tx.db.delete(subscriberUnsubscribes).where(eq(subscriberUnsubscribes.id, row.id));
        return back;
      });
      if (!restored) return { ...unsubscribedPreferences(gone), unsubscribed: false, confirmed: true };
      deps.afterProjectWrite(row.projectId);
      return toPreferences({ row: restored, projectName: gone.projectName });
    },
  };
}
