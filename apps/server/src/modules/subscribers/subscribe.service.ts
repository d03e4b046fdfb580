import { eq, isNull } from 'drizzle-orm';
import {
  CONFIRM_LINK_TTL_MS,
  subscriberMessages,
  type CommentFrequency,
  type NotificationPreference,
  type PreferencesSavedResponse,
  type SubscribeResponse,
  type UnsubscribeResponse,
  type UpdateFrequency,
} from '@shiplog/contract';
import { projectSubscribers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../lib/app-error';
import { loadVisibleProject } from '../../domain/project-access';
import { createOpaqueToken } from './subscriber-links';
import { queueConfirmMail, queueUnsubscribeLinkMail } from './subscriber-mail';
import {
  byAddress,
  choiceColumns,
  findByAddress,
  findByToken,
  preferencesSaved,
  type ChoiceChange,
} from './subscriber-rows';

export interface SubscribeInput {
  email: string;
  notification_preference: NotificationPreference;
  comment_frequency: CommentFrequency;
  update_frequency: UpdateFrequency;
  source: 'subscribe' | 'waitlist';
}

/** Whether this request may mail the address (its per-address limit is not spent). */
export interface MailAllowance {
  mayMail: boolean;
}

/**
 * A visitor's side of a project's audience: subscribe or join (double opt-in), undo, leave,
 * check and change preferences. Every answer is the same whether or not the address is on the
 * list; only a token (the page's own request token, or a mail's signed link) reveals or changes it.
 */
export function createSubscribeService(deps: AppDeps) {
  const db = deps.database.db;

  /** Deletes an entry the caller holds a token for; the stats change when it was confirmed. */
  async function remove(row: { id: string; projectId: string; confirmedAt: Date | null }) {
    await db.delete(projectSubscribers).where(eq(projectSubscribers.id, row.id));
    if (row.confirmedAt) deps.afterProjectWrite(row.projectId);
  }

  return {
    /**
     * New or unconfirmed address: store the choices, issue a fresh confirmation link and mail it
     * (unless the per-address limit is spent). Confirmed address: change nothing, mail nothing.
     */
    async subscribe(
      projectId: string,
      viewerId: string | null,
      input: SubscribeInput,
      { mayMail }: MailAllowance,
    ): Promise<SubscribeResponse> {
      const project = await loadVisibleProject(db, projectId, viewerId);
      const request = createOpaqueToken();
      const confirm = createOpaqueToken();
      // Without a mail the link already sent stays the valid one.
      const confirmColumns = mayMail
        ? { confirmTokenHash: confirm.hash, confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS) }
        : {};
      const choices = {
        notificationPreference: input.notification_preference,
        commentFrequency: input.comment_frequency,
        updateFrequency: input.update_frequency,
      };
      await deps.database.transaction(async (tx) => {
        const [row] = await tx.db
          .insert(projectSubscribers)
          .values({
            projectId: project.id,
            email: input.email,
            source: input.source,
            requestTokenHash: request.hash,
            ...choices,
            ...confirmColumns,
          })
          .onConflictDoUpdate({
            target: [projectSubscribers.projectId, projectSubscribers.email],
            set: { requestTokenHash: request.hash, ...choices, ...confirmColumns },
            setWhere: isNull(projectSubscribers.confirmedAt),
          })
          .returning();
        if (row && mayMail)
          await queueConfirmMail(deps, tx, {
            row,
            projectName: project.name,
            confirmToken: confirm,
            addedByOwner: false,
          });
      });
      // For a confirmed address the token matches nothing: the page cannot undo someone's subscription.
      return {
        success: true,
        status: 'pending_confirmation',
        message: subscriberMessages.checkInbox,
        token: request.token,
      };
    },

    /**
     * With a token for the entry: removed at once. Otherwise, if the address is on the list, it
     * is mailed a signed link instead; the answer does not say which happened.
     */
    async unsubscribe(
      projectId: string,
      viewerId: string | null,
      input: { email: string; token?: string },
      { mayMail }: MailAllowance,
    ): Promise<UnsubscribeResponse> {
      const project = await loadVisibleProject(db, projectId, viewerId);
      const held = await findByToken(db, deps.secret, project.id, input.email, input.token);
      if (held) {
        await remove(held);
        return { success: true, status: 'unsubscribed', message: subscriberMessages.unsubscribed };
      }
      if (mayMail)
        await deps.database.transaction(async (tx) => {
          const [row] = await tx.db
            .select()
            .from(projectSubscribers)
            .where(byAddress(project.id, input.email));
          if (row) await queueUnsubscribeLinkMail(deps, tx, { row, projectName: project.name });
        });
      return { success: true, status: 'link_sent', message: subscriberMessages.unsubscribeLinkSent };
    },

    /** The real answer for the owner or a token holder; `false` for everyone else, always. */
    async check(
      projectId: string,
      viewerId: string | null,
      input: { email: string; token?: string },
    ): Promise<{ subscribed: boolean }> {
      const project = await loadVisibleProject(db, projectId, viewerId);
      if (viewerId !== null && viewerId === project.ownerId)
        return { subscribed: Boolean(await findByAddress(db, project.id, input.email)) };
      const held = await findByToken(db, deps.secret, project.id, input.email, input.token);
      return { subscribed: held !== null };
    },

    /** A token holder changes what they get; any other caller changes nothing (403). */
    async changePreferences(
      projectId: string,
      viewerId: string | null,
      input: ChoiceChange & { email: string; token: string },
    ): Promise<PreferencesSavedResponse> {
      const project = await loadVisibleProject(db, projectId, viewerId);
      const held = await findByToken(db, deps.secret, project.id, input.email, input.token);
      if (!held) throw forbidden(subscriberMessages.manageLinkInvalid);
      const [row] = await db
        .update(projectSubscribers)
        .set(choiceColumns(held, input))
        .where(eq(projectSubscribers.id, held.id))
        .returning();
      if (!row) throw forbidden(subscriberMessages.manageLinkInvalid);
      return preferencesSaved(row);
    },
  };
}
