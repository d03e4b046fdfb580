import { and, count, eq, sql } from 'drizzle-orm';
import {
  CONFIRM_LINK_TTL_MS,
  subscriberMessages,
  type NotificationPreference,
  type Subscriber,
  type UnsubscribeResponse,
  type WaitlistListQuery,
} from '@shiplog/contract';
import { projectSubscribers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/app-error';
import { keyset, type Page } from '../../lib/keyset-page';
import { isProjectOwner, loadOwnedProject } from '../../domain/project-access';
import { createOpaqueToken } from '../subscribers/subscriber-links';
import { queueConfirmMail } from '../subscribers/subscriber-mail';
import { byAddress, toSubscriber, type SubscriberRow } from '../subscribers/subscriber-rows';
import type { MailAllowance } from '../subscribers/subscribe.service';
import { slugOf, toWaitlistCsv } from './waitlist-csv';

const pages = keyset(projectSubscribers.subscribedAt, projectSubscribers.id, 'newest');
/** Entries read at once for the CSV download. */
const EXPORT_BATCH = 500;

/** The owner's Waitlist Management: list, export, add by email (double opt-in still), remove. */
export function createProjectWaitlistService(deps: AppDeps) {
  const db = deps.database.db;

  /** One page of a project's entries, newest first, after the cursor's. */
  async function page(projectId: string, query: WaitlistListQuery): Promise<Page<SubscriberRow>> {
    const rows = await db
      .select({ row: projectSubscribers, pageKey: pages.key })
      .from(projectSubscribers)
      .where(and(eq(projectSubscribers.projectId, projectId), pages.after(query.before)))
      .orderBy(...pages.order)
      .limit(query.limit + 1);
    const page = pages.page(rows, query.limit, (r) => r.row.id);
    return { rows: page.rows.map((r) => r.row), nextCursor: page.nextCursor };
  }

  async function totalsOf(projectId: string) {
    const [row] = await db
      .select({
        all: count(),
        pending: count(sql`case when ${projectSubscribers.confirmedAt} is null then 1 end`),
      })
      .from(projectSubscribers)
      .where(eq(projectSubscribers.projectId, projectId));
    return { all: row?.all ?? 0, pending: row?.pending ?? 0 };
  }

  return {
    /** True when `userId` owns the project (an unknown project is nobody's). */
    isOwner: (projectId: string, userId: string): Promise<boolean> => isProjectOwner(db, projectId, userId),

    /** Confirmed and pending entries, newest first, a page at a time. */
    async list(
      projectId: string,
      userId: string,
      query: WaitlistListQuery,
    ): Promise<{
      subscribers: Subscriber[];
      nextCursor: string | null;
      totals: { all: number; pending: number } | null;
    }> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      const [{ rows, nextCursor }, totals] = await Promise.all([
        page(project.id, query),
        // Counted with the first page only: later pages are read on with what it said.
        query.before ? null : totalsOf(project.id),
      ]);
      return { subscribers: rows.map(toSubscriber), nextCursor, totals };
    },

    /**
     * The whole list as CSV, newest first: the file's name, and its text as chunks read from the
     * database a batch at a time (never the whole list in memory).
     */
    async exportCsv(
      projectId: string,
      userId: string,
    ): Promise<{ filename: string; chunks: AsyncIterable<string> }> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      async function* batches() {
        let before: string | undefined;
        do {
          const batch = await page(project.id, { before, limit: EXPORT_BATCH });
          yield batch.rows.map(toSubscriber);
          before = batch.nextCursor ?? undefined;
        } while (before);
      }
      return { filename: `${slugOf(project.name)}-waitlist.csv`, chunks: toWaitlistCsv(batches()) };
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
