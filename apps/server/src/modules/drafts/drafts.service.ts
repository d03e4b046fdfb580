import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { DraftInbox, DraftItem, PublishingSettings } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { projects, updates } from '../../db/schema';
import { loadOwnedProject } from '../../lib/project-access';
import { projectRefColumns } from '../../lib/project-ref';
import { readPublishPolicy } from '../../lib/publish-policy';
import { createUpdatesService } from '../updates/updates.service';
import { toUpdate, type UpdateRow } from '../updates/update-query';

/** At most this many drafts (and as many scheduled updates) in the inbox, newest first. */
export const INBOX_LIMIT = 200;

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

  async function list(userId: string, which: 'draft' | 'scheduled') {
    const rows = await db
      .select({ update: updates, project: projectRefColumns })
      .from(updates)
      .innerJoin(projects, eq(projects.id, updates.projectId))
      .where(
        and(
          eq(projects.userId, userId),
          which === 'draft'
            ? eq(updates.isDraft, true)
            : and(eq(updates.isDraft, false), gt(updates.publishedAt, new Date())),
        ),
      )
      .orderBy(
        ...(which === 'draft'
          ? [desc(updates.updatedAt), desc(updates.id)]
          : [asc(updates.publishedAt), asc(updates.id)]),
      )
      .limit(INBOX_LIMIT);
    return rows.map(item);
  }

  return {
    async inbox(userId: string): Promise<DraftInbox> {
      const [drafts, scheduled] = await Promise.all([list(userId, 'draft'), list(userId, 'scheduled')]);
      return { drafts, scheduled };
    },

    publish(projectId: string, updateId: string, userId: string, publishAt: string | null | undefined) {
      return updatesService.publish(projectId, updateId, userId, publishAt ? new Date(publishAt) : null);
    },

    async policy(projectId: string, userId: string): Promise<PublishingSettings> {
      await loadOwnedProject(db, projectId, userId);
      return { publish_policy: await readPublishPolicy(db, projectId) };
    },

    async savePolicy(
      projectId: string,
      userId: string,
      body: PublishingSettings,
    ): Promise<PublishingSettings> {
      await loadOwnedProject(db, projectId, userId);
      await db.update(projects).set({ publishPolicy: body.publish_policy }).where(eq(projects.id, projectId));
      return { publish_policy: body.publish_policy };
    },
  };
}
