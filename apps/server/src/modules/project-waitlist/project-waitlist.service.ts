import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TxHandle } from '../../db/client';
import {
  CONFIRM_LINK_TTL_MS,
  subscriberMessages,
  type NotificationPreference,
  type Subscriber,
  type UnsubscribeResponse,
  type UpdateFrequencyCounts,
  type WaitlistBulkRemoveBody,
  type WaitlistBulkRemoveResponse,
  type WaitlistFilter,
  type WaitlistListQuery,
  type WaitlistSort,
  waitlistBulkMessages,
} from '@shiplog/contract';
import { projectSubscribers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/app-error';
import type { Page } from '../../lib/keyset-page';
import { isProjectOwner, loadOwnedProject } from '../../domain/project-access';
import { createOpaqueToken } from '../subscribers/subscriber-links';
import { queueConfirmMail } from '../subscribers/subscriber-mail';
import { byAddress, toSubscriber, type SubscriberRow } from '../subscribers/subscriber-rows';
import type { MailAllowance } from '../subscribers/subscribe.service';
import { slugOf, toWaitlistCsv } from './waitlist-csv';
import { matching, pagesBy } from './waitlist-query';

/** Entries read at once for the CSV download. */
const EXPORT_BATCH = 500;

/** The owner's Waitlist Management: list, export, add by email (double opt-in still), remove. */
export function createProjectWaitlistService(deps: AppDeps) {
  const db = deps.database.db;

  /** One page of the entries a filter matches, in the order asked, after the cursor's. */
  async function page(
    projectId: string,
    query: WaitlistFilter & Pick<WaitlistListQuery, 'sort' | 'before' | 'limit'>,
  ): Promise<Page<SubscriberRow>> {
    const pages = pagesBy[query.sort];
    const rows = await db
      .select({ row: projectSubscribers, pageKey: pages.key })
      .from(projectSubscribers)
      .where(and(matching(projectId, query), pages.after(query.before)))
      .orderBy(...pages.order)
      .limit(query.limit + 1);
    const page = pages.page(rows, query.limit, (r) => r.row.id);
    return { rows: page.rows.map((r) => r.row), nextCursor: page.nextCursor };
  }

  async function countMatching(projectId: string, filter: WaitlistFilter): Promise<number> {
    const [row] = await db.select({ n: count() }).from(projectSubscribers).where(matching(projectId, filter));
    return row?.n ?? 0;
  }

  async function totalsOf(projectId: string, filter: WaitlistFilter) {
    const [[row], matched] = await Promise.all([
      db
        .select({
          all: count(),
          pending: count(sql`case when ${projectSubscribers.confirmedAt} is null then 1 end`),
        })
        .from(projectSubscribers)
        .where(eq(projectSubscribers.projectId, projectId)),
      filter.q || filter.status ? countMatching(projectId, filter) : null,
    ]);
    const all = row?.all ?? 0;
    return { all, pending: row?.pending ?? 0, matching: matched ?? all };
  }

  /** Removes entries in one statement; a confirmed one leaving changes the public page's count. */
  async function removeWhere(
    tx: TxHandle,
    projectId: string,
    where: SQL,
  ): Promise<{ removed: number; confirmed: boolean }> {
    const removed = await tx.db
      .delete(projectSubscribers)
      .where(and(eq(projectSubscribers.projectId, projectId), where))
      .returning({ confirmedAt: projectSubscribers.confirmedAt });
    return { removed: removed.length, confirmed: removed.some((r) => r.confirmedAt) };
  }

  return {
    /** True when `userId` owns the project (an unknown project is nobody's). */
    isOwner: (projectId: string, userId: string): Promise<boolean> => isProjectOwner(db, projectId, userId),

    /** Confirmed and pending entries matching the query's filter, in its order, a page at a time. */
    async list(
      projectId: string,
      userId: string,
      query: WaitlistListQuery,
    ): Promise<{
      subscribers: Subscriber[];
      nextCursor: string | null;
      totals: { all: number; pending: number; matching: number } | null;
    }> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      const [{ rows, nextCursor }, totals] = await Promise.all([
        page(project.id, query),
        // Counted with the first page only: later pages are read on with what it said.
        query.before ? null : totalsOf(project.id, query),
      ]);
      return { subscribers: rows.map(toSubscriber), nextCursor, totals };
    },

    /** How many confirmed subscribers chose each way of getting updates. */
    async updateFrequencies(projectId: string, userId: string): Promise<UpdateFrequencyCounts> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      const rows = await db
        .select({ frequency: projectSubscribers.updateFrequency, n: count() })
        .from(projectSubscribers)
        .where(and(eq(projectSubscribers.projectId, project.id), isNotNull(projectSubscribers.confirmedAt)))
        .groupBy(projectSubscribers.updateFrequency);
      const counts: UpdateFrequencyCounts = { instant: 0, weekly: 0, monthly: 0 };
      for (const { frequency, n } of rows) counts[frequency] = n;
      return counts;
    },

    /**
     * The entries a filter matches (the whole list without one) as CSV, in the order asked: the
     * file's name, and its text as chunks read from the database a batch at a time (never the
     * whole list in memory).
     */
    async exportCsv(
      projectId: string,
      userId: string,
      query: WaitlistFilter & { sort: WaitlistSort } = { sort: 'newest' },
    ): Promise<{ filename: string; chunks: AsyncIterable<string> }> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      async function* batches() {
        let before: string | undefined;
        do {
          const batch = await page(project.id, { ...query, before, limit: EXPORT_BATCH });
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

    /**
     * Removes the entries named by id (those of this project; others are ignored), or every entry
     * a filter matches, only if that is still `expected_count` entries: otherwise 409 and nothing
     * removed, so nobody removes more than they were shown.
     */
    async bulkRemove(
      projectId: string,
      userId: string,
      body: WaitlistBulkRemoveBody,
    ): Promise<WaitlistBulkRemoveResponse> {
      const project = await loadOwnedProject(db, projectId, userId, subscriberMessages.ownerOnly);
      const result = await deps.database.transaction(async (tx) => {
        if ('ids' in body) return removeWhere(tx, project.id, inArray(projectSubscribers.id, body.ids));
        const removed = await removeWhere(tx, project.id, matching(project.id, body.filter));
        if (removed.removed !== body.expected_count)
          // Thrown inside the transaction: the delete is rolled back.
          throw new AppError(
            'CONFLICT',
            waitlistBulkMessages.countChanged(body.expected_count, removed.removed),
          );
        return removed;
      });
      if (result.confirmed) deps.afterProjectWrite(project.id);
      return { success: true, removed: result.removed };
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
