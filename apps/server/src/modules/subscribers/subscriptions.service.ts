import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  subscriberMessages,
  type ConfirmSubscriptionResponse,
  type ProjectRef,
  type PreferencesSavedResponse,
  type SubscriptionPreferences,
  type UnsubscribeResponse,
} from '@shiplog/contract';
import { projects, projectSubscribers, subscriberUnsubscribes } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/app-error';
import { projectRefColumns } from '../../domain/project-ref';
import { recordOutboundEvent, subscriberEvent, wakeDeliveries } from '../../integrations/outbound-webhooks';
import {
  createManageToken,
  hashOpaqueToken,
  subscriberIdOfToken,
  verifyManageToken,
  type SubscriberLinkTarget,
} from './subscriber-links';
import { choiceColumns, preferencesSaved, type ChoiceChange } from './subscriber-rows';

/**
 * What mail links open, without cookies: the single-use confirmation link, and the signed
 * manage link of every mail (preferences page, unsubscribe, RFC 8058 one-click).
 */
export function createSubscriptionsService(deps: AppDeps) {
  const db = deps.database.db;

  /**
   * What a manage token was signed for, with its project: the entry on the list, or the
   * one kept aside after it unsubscribed with a mail link (`gone`). Null for anything else.
   */
  async function lookUp(token: string) {
    const id = subscriberIdOfToken(token);
    if (!id) return null;
    const signed = <R extends SubscriberLinkTarget>(found: { row: R; project: ProjectRef } | undefined) =>
      found && verifyManageToken(deps.secret, token, found.row) ? found : null;
    const [entry] = await db
      .select({ row: projectSubscribers, project: projectRefColumns })
      .from(projectSubscribers)
      .innerJoin(projects, eq(projects.id, projectSubscribers.projectId))
      .where(eq(projectSubscribers.id, id));
    if (entry) return { entry: signed(entry), gone: null };
    const [gone] = await db
      .select({ row: subscriberUnsubscribes, project: projectRefColumns })
      .from(subscriberUnsubscribes)
      .innerJoin(projects, eq(projects.id, subscriberUnsubscribes.projectId))
      .where(eq(subscriberUnsubscribes.id, id));
    return { entry: null, gone: signed(gone) };
  }

  /** The entry on the list a manage token was signed for; 404 for anything else. */
  async function resolve(token: string) {
    const entry = (await lookUp(token))?.entry;
    if (!entry) throw notFound(subscriberMessages.manageLinkInvalid);
    return entry;
  }

  /** What an entry and a kept-aside one share: the address, its project and its choices. */
  type EntryRow = Pick<
    typeof subscriberUnsubscribes.$inferSelect,
    'projectId' | 'email' | 'source' | 'notificationPreference' | 'commentFrequency' | 'updateFrequency'
  >;

  /** The preferences page's answer: an entry on the list, or one that unsubscribed (not confirmed). */
  function preferencesOf(
    { row, project }: { row: EntryRow; project: ProjectRef },
    state: { confirmed: boolean; unsubscribed: boolean },
  ): SubscriptionPreferences {
    return {
      project,
      email: row.email,
      notification_preference: row.notificationPreference,
      comment_frequency: row.commentFrequency,
      update_frequency: row.updateFrequency,
      source: row.source,
      ...state,
    };
  }

  /** What is kept of an entry while it is unsubscribed, and what comes back when it resubscribes. */
  const keptOf = (
    row: EntryRow & Pick<typeof subscriberUnsubscribes.$inferSelect, 'linkSalt' | 'subscribedAt'>,
  ) => ({
    projectId: row.projectId,
    email: row.email,
    notificationPreference: row.notificationPreference,
    commentFrequency: row.commentFrequency,
    updateFrequency: row.updateFrequency,
    source: row.source,
    linkSalt: row.linkSalt,
    subscribedAt: row.subscribedAt,
  });

  const onList = (entry: Awaited<ReturnType<typeof resolve>>) =>
    preferencesOf(entry, { confirmed: entry.row.confirmedAt !== null, unsubscribed: false });
  const asUnsubscribed = (gone: Parameters<typeof preferencesOf>[0]) =>
    preferencesOf(gone, { confirmed: false, unsubscribed: true });

  const unsubscribedAnswer: UnsubscribeResponse = {
    success: true,
    status: 'unsubscribed',
    message: subscriberMessages.unsubscribed,
  };

  return {
    /** Follows the confirmation link: once, within its 7 days. The page's request token ends here. */
    async confirm(token: string): Promise<ConfirmSubscriptionResponse> {
      // Confirmed with its outbound webhook event (`subscriber.confirmed`, `waitlist.joined`).
      const confirmed = await deps.database.transaction(async (tx) => {
        const [row] = await tx.db
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
        if (!row) return null;
        const [project] = await tx.db
          .select(projectRefColumns)
          .from(projects)
          .where(eq(projects.id, row.projectId));
        const deliveries = project
          ? await recordOutboundEvent(deps, tx, subscriberEvent(deps.config.PUBLIC_URL, project, row))
          : 0;
        return { row, project, deliveries };
      });
      if (!confirmed) throw badRequest(subscriberMessages.confirmLinkInvalid);
      const { row, project, deliveries } = confirmed;
      if (deliveries) wakeDeliveries(deps);
      deps.afterProjectWrite(row.projectId);
      return {
        confirmed: true,
        project: project ?? { id: row.projectId, name: '', slug: null },
        manage_token: createManageToken(deps.secret, row),
      };
    },

    /** The entry's choices; for one that unsubscribed with its links, that it did. */
    async preferences(token: string): Promise<SubscriptionPreferences> {
      const found = await lookUp(token);
      if (found?.entry) return onList(found.entry);
      if (!found?.gone) throw notFound(subscriberMessages.manageLinkInvalid);
      return asUnsubscribed(found.gone);
    },

    async changePreferences(token: string, choices: ChoiceChange): Promise<PreferencesSavedResponse> {
      const { row } = await resolve(token);
      const [updated] = await db
        .update(projectSubscribers)
        .set(choiceColumns(row, choices))
        .where(eq(projectSubscribers.id, row.id))
        .returning();
      if (!updated) throw notFound(subscriberMessages.manageLinkInvalid);
      return preferencesSaved(updated);
    },

    /**
     * Unsubscribes: the entry goes from the list and is kept aside with its links, so that a
     * second try (a mail provider's retry, a second click) answers the same, and the address
     * can subscribe again from the preferences page.
     */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const looked = await lookUp(token);
      const found = looked?.entry;
      if (!found) {
        if (looked?.gone) return unsubscribedAnswer;
        throw notFound(subscriberMessages.manageLinkInvalid);
      }
      const removed = await deps.database.transaction(async (tx) => {
        const [row] = await tx.db
          .delete(projectSubscribers)
          .where(eq(projectSubscribers.id, found.row.id))
          .returning();
        if (!row) return null;
        const kept = { ...keptOf(row), unsubscribedAt: new Date() };
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
      const found = await lookUp(token);
      if (found?.entry) return onList(found.entry);
      const gone = found?.gone;
      if (!gone) throw notFound(subscriberMessages.manageLinkInvalid);
      const { row } = gone;
      const [restored] = await deps.database.transaction(async (tx) => {
        const back = await tx.db
          .insert(projectSubscribers)
          .values({ id: row.id, ...keptOf(row), confirmedAt: new Date() })
          .onConflictDoNothing()
          .returning();
        if (back.length)
          await tx.db.delete(subscriberUnsubscribes).where(eq(subscriberUnsubscribes.id, row.id));
        return back;
      });
      if (!restored) return preferencesOf(gone, { confirmed: true, unsubscribed: false });
      deps.afterProjectWrite(row.projectId);
      return onList({ row: restored, project: gone.project });
    },
  };
}
