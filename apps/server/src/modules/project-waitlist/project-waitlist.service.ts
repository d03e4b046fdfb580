import { desc, eq } from 'drizzle-orm';
import {
  CONFIRM_LINK_TTL_MS,
  subscriberMessages,
  type NotificationPreference,
  type Subscriber,
  type UnsubscribeResponse,
} from '@shiplog/contract';
import { projectSubscribers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { isProjectOwner, loadOwnedProject } from '../../lib/project-access';
import { createOpaqueToken } from '../../lib/subscriber-links';
import { queueConfirmMail } from '../subscribers/subscriber-mail';
import { byAddress, toSubscriber } from '../subscribers/subscriber-rows';
import type { MailAllowance } from '../subscribers/subscribe.service';
import { slugOf, toWaitlistCsv } from './waitlist-csv';

/** The owner's Waitlist Management: list, export, add by email (double opt-in still), remove. */
export function createProjectWaitlistService(deps: AppDeps) {
  const db = deps.database.db;

  async function list(projectId: string): Promise<Subscriber[]> {
    const rows = await db
      .select()
      .from(projectSubscribers)
      .where(eq(projectSubscribers.projectId, projectId))
      .orderBy(desc(projectSubscribers.subscribedAt), desc(projectSubscribers.id));
    return rows.map(toSubscriber);
  }

  return {
    /** True when `userId` owns the project (an unknown project is nobody's). */
    isOwner: (projectId: string, userId: string): Promise<boolean> => isProjectOwner(db, projectId, userId),

    /** Confirmed and pending entries, newest first. */
    async list(projectId: string, userId: string): Promise<Subscriber[]> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      return list(project.id);
    },

    async exportCsv(projectId: string, userId: string): Promise<{ filename: string; csv: string }> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      return { filename: `${slugOf(project.name)}-waitlist.csv`, csv: toWaitlistCsv(await list(project.id)) };
    },

    /**
     * Adds an address the owner typed: pending until its holder follows the mailed link. An
     * address on the list already is answered as it is (`created: false`), nothing mailed.
     */
    async add(
      projectId: string,
      userId: string,
      input: { email: string; notification_preference: NotificationPreference },
      { mayMail }: MailAllowance,
    ): Promise<{ created: boolean; subscriber: Subscriber }> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      const confirm = createOpaqueToken();
      return deps.database.transaction(async (tx) => {
        const [created] = await tx.db
          .insert(projectSubscribers)
          .values({
            projectId: project.id,
            email: input.email,
            source: 'owner',
            notificationPreference: input.notification_preference,
            ...(mayMail
              ? {
                  confirmTokenHash: confirm.hash,
                  confirmExpiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS),
                }
              : {}),
          })
          .onConflictDoNothing({ target: [projectSubscribers.projectId, projectSubscribers.email] })
          .returning();
        if (!created) {
          const [existing] = await tx.db
            .select()
            .from(projectSubscribers)
            .where(byAddress(project.id, input.email));
          // Removed by a concurrent request between the two statements.
          if (!existing) throw notFound(subscriberMessages.subscriberNotFound);
          return { created: false, subscriber: toSubscriber(existing) };
        }
        if (mayMail)
          await queueConfirmMail(deps, tx, {
            row: created,
            projectName: project.name,
            confirmToken: confirm,
            addedByOwner: true,
          });
        return { created: true, subscriber: toSubscriber(created) };
      });
    },

    /** Removes an entry by address; 404 when it is not on the list. */
    async remove(projectId: string, userId: string, email: string): Promise<UnsubscribeResponse> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      const [removed] = await db
        .delete(projectSubscribers)
        .where(byAddress(project.id, email))
        .returning({ confirmedAt: projectSubscribers.confirmedAt });
      if (!removed) throw notFound(subscriberMessages.subscriberNotFound);
      if (removed.confirmedAt) deps.afterProjectWrite(project.id);
      return { success: true, status: 'unsubscribed', message: subscriberMessages.subscriberRemoved };
    },
  };
}
