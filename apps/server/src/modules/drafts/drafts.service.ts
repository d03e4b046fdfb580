import { and, count, eq, gt, sql } from 'drizzle-orm';
import type {
  DraftInbox,
  DraftInboxQuery,
  DraftItem,
  DraftList,
  ReviewRuleSettings,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { projects, updates } from '../../db/schema';
import { keyset } from '../../lib/keyset-page';
import { loadOwnedProject } from '../../domain/project-access';
import { projectRefColumns } from '../../domain/project-ref';
import { readReviewRule } from '../../domain/review-rule';
import { createUpdatesService } from '../updates/updates.service';
import { toUpdate, type UpdateRow } from '../updates/update-query';

/** Drafts newest edit first; scheduled updates soonest first (the id breaking ties). */
const keysets = {
  drafts: keyset(updates.updatedAt, updates.id, 'newest'),
  scheduled: keyset(updates.publishedAt, updates.id, 'oldest'),
} satisfies Record<DraftList, unknown>;

/**
 * The owner's review desk: the drafts and scheduled updates of their projects, publishing
 * them (now or at a time), and each project's rule for generated updates. Editing and
 * discarding a draft are the updates API's PUT and DELETE.
 */
export function createDraftsService(deps: AppDeps) {
  const db = deps.database.db;
  const updatesService = createUpdatesService(deps);

  const item = (row: { update: UpdateRow; project: DraftItem['project'] }): DraftItem => ({
    update: toUpdate(row.update, { owner: true }),
    project: row.project,
  });

  /** The owner's updates in one list (of one project when asked). */
  const inList = (userId: string, which: DraftList, projectId: string | undefined) =>
    and(
      eq(projects.userId, userId),
      projectId ? eq(projects.id, projectId) : undefined,
      which === 'drafts'
        ? eq(updates.isDraft, true)
        : and(eq(updates.isDraft, false), gt(updates.publishedAt, sql`now()`)),
    );

  async function page(userId: string, which: DraftList, query: DraftInboxQuery) {
    const pages = keysets[which];
    const rows = await db
      .select({ update: updates, project: projectRefColumns, pageKey: pages.key })
      .from(updates)
      .innerJoin(projects, eq(projects.id, updates.projectId))
      .where(and(inList(userId, which, query.project_id), pages.after(query.cursor)))
      .orderBy(...pages.order)
      .limit(query.limit + 1);
    const page = pages.page(rows, query.limit, (row) => row.update.id);
    return { items: page.rows.map(item), next: page.nextCursor };
  }

  async function total(userId: string, which: DraftList, projectId: string | undefined) {
    const [row] = await db
      .select({ count: count() })
      .from(updates)
      .innerJoin(projects, eq(projects.id, updates.projectId))
      .where(inList(userId, which, projectId));
    return row?.count ?? 0;
  }

  return {
    /** Both lists' first pages, or the asked list's page after its cursor; and how many each holds. */
    async inbox(userId: string, query: DraftInboxQuery): Promise<DraftInbox> {
      const none = { items: [], next: null };
      const read = (which: DraftList) =>
        !query.list || query.list === which ? page(userId, which, query) : none;
      const [drafts, scheduled, draftsTotal, scheduledTotal] = await Promise.all([
        read('drafts'),
        read('scheduled'),
        total(userId, 'drafts', query.project_id),
        total(userId, 'scheduled', query.project_id),
      ]);
      return {
        drafts: drafts.items,
        scheduled: scheduled.items,
        totals: { drafts: draftsTotal, scheduled: scheduledTotal },
        next: { drafts: drafts.next, scheduled: scheduled.next },
      };
    },

    publish(projectId: string, updateId: string, userId: string, publishAt: string | null | undefined) {
      return updatesService.publish(projectId, updateId, userId, publishAt ? new Date(publishAt) : null);
    },

    async reviewRule(projectId: string, userId: string): Promise<ReviewRuleSettings> {
      await loadOwnedProject(db, projectId, userId);
      return { review_rule: await readReviewRule(db, projectId) };
    },

    async saveReviewRule(
      projectId: string,
      userId: string,
      body: ReviewRuleSettings,
    ): Promise<ReviewRuleSettings> {
      await loadOwnedProject(db, projectId, userId);
      await db.update(projects).set({ reviewRule: body.review_rule }).where(eq(projects.id, projectId));
      return { review_rule: body.review_rule };
    },
  };
}
