import { and, eq } from 'drizzle-orm';
import {
  draftMessages,
  MAX_UPDATE_CONTENT_LENGTH,
  type Update,
  type UpdateDecision,
  type UpdateContributor,
  type UpdateSource,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { updates } from '../../db/schema';
import { wakeDeliveries } from '../../integrations/outbound-webhooks';
import { badRequest, notFound } from '../../lib/app-error';
import { kickUpdateNotifications } from '../../queue/notification-kicks';
import { loadOwnedProject, loadVisibleProject, UPDATE_NOT_FOUND } from '../../domain/project-access';
import { isPublished } from '../../domain/published-updates';
import { isUniqueViolation } from '../../lib/unique-violation';
import { announceIfOut } from './announce-updates';
import { findAnnouncement, isOut, updateExists } from './commit-announcement';
import { resolvePublishedAt } from './published-at';
import { recordUpdateEvent } from './update-events';
import { applyEdit, changesRow, type UpdateEditInput, type UpdateInput } from './update-edit';
import { toUpdate, type UpdateRow } from './update-query';
import { loadProvenance } from '../../domain/update-sources';
import { insertUpdate } from './update-writes';

/** A schedule a few seconds in the past (a slow form, a skewed clock) means "now". */
const PAST_GRACE_MS = 60_000;
const ALREADY_OUT = 'This update is already published and its subscribers were mailed.';

/**
 * The columns an update body sets. Fields that do not belong to the type are dropped, so
 * an image URL or commit hash is only ever stored where it was validated.
 */
/** What a generated update carries besides its text (see `create`). */
interface GeneratedFacts {
  announces?: string | null;
  decision?: UpdateDecision;
  sources?: UpdateSource[];
  contributors?: UpdateContributor[];
}

function columnsOf(body: UpdateInput, current: UpdateRow | null, now = new Date()) {
  const isDraft = body.status ? body.status === 'draft' : (current?.isDraft ?? false);
  // A draft published without a time goes out now, not at the time it was first saved.
  const from = current && current.isDraft && !isDraft ? null : (current?.publishedAt ?? null);
  const commitSha = body.type === 'commit' ? (body.commit_hash?.toLowerCase() ?? null) : null;
  return {
    type: body.type,
    title: body.title,
    content: body.content ?? '',
    imageUrl: body.type === 'image' ? (body.image_url ?? null) : null,
    commitSha,
    commitMessage: commitSha ? (body.commit_message ?? null) : null,
    isDraft,
    publishedAt: resolvePublishedAt(body.published_at, from, now),
    isPinned: body.is_pinned ?? current?.isPinned ?? false,
    isMajorUpdate: body.is_major_update ?? current?.isMajorUpdate ?? false,
    labels: body.labels ?? current?.labels ?? [],
  };
}

/** A commit's full message as GitHub has it, or null (unknown, or GitHub did not answer). */
export type CommitMessageLookup = (userId: string, repository: string, sha: string) => Promise<string | null>;

/**
 * Updates of a project: everyone reads what they may see; only the owner writes. With
 * `commitMessage`, a commit update written by hand without its message gets it from GitHub.
 */
export function createUpdatesService(
  deps: AppDeps,
  { commitMessage }: { commitMessage?: CommitMessageLookup } = {},
) {
  const db = deps.database.db;

  /** Subscribers hear of a saved update at once when its time has come (the sweep also runs each minute). */
  async function kickIfDue(row: UpdateRow) {
    if (row.notifiedAt === null && !row.isDraft && row.publishedAt.getTime() <= Date.now())
      await kickUpdateNotifications(deps);
  }

  /** The owner's read of an update, with what it was built from. */
  async function ownerView(row: UpdateRow): Promise<Update> {
    return toUpdate(row, { owner: true, provenance: (await loadProvenance(db, [row.id])).get(row.id) });
  }

  /**
   * Writes an owned update in one transaction that first reads and locks its row (FOR UPDATE),
   * so what the write decides goes by the row as it stands, also when it was announced a moment
   * ago (the sweep, another request): `change` answers the columns to set for that row, or null
   * when nothing changes (nothing is written). The event goes with the write: `update.updated`
   * for an update its audience has already heard of (published and announced), and
   * `update.published` for one this write publishes now. Then the after-write hook and, when
   * due, the mail kick.
   */
  async function write(
    projectId: string,
    updateId: string,
    change: (current: UpdateRow) => Partial<typeof updates.$inferInsert> | null,
  ): Promise<Update> {
    const { row, written, deliveries } = await deps.database.transaction(async (tx) => {
      const [current] = await tx.db
        .select()
        .from(updates)
        .where(and(eq(updates.id, updateId), eq(updates.projectId, projectId)))
        .for('update');
      if (!current) throw notFound(UPDATE_NOT_FOUND);
      const values = change(current);
      if (!values) return { row: current, written: false, deliveries: 0 };
      const [row] = await tx.db.update(updates).set(values).where(eq(updates.id, current.id)).returning();
      if (!row) throw notFound(UPDATE_NOT_FOUND);
      if (current.announcedAt !== null) {
        const edited = row.isDraft ? 0 : await recordUpdateEvent(deps, tx, 'update.updated', row);
        return { row, written: true, deliveries: edited };
      }
      const announced = await announceIfOut(deps, tx, row.id);
      return { row: announced.row ?? row, written: true, deliveries: announced.deliveries };
    });
    if (deliveries) wakeDeliveries(deps);
    if (written) {
      deps.afterProjectWrite(projectId);
      await kickIfDue(row);
    }
    return ownerView(row);
  }

  return {
    async get(projectId: string, updateId: string, viewerId: string | null): Promise<Update> {
      const project = await loadVisibleProject(db, projectId, viewerId);
      const [row] = await db
        .select({ update: updates, published: isPublished })
        .from(updates)
        .where(and(eq(updates.id, updateId), eq(updates.projectId, projectId)));
      const owner = project.ownerId === viewerId;
      if (!row || (!row.published && !owner)) throw notFound(UPDATE_NOT_FOUND);
      const provenance = (await loadProvenance(db, [row.update.id])).get(row.update.id);
      return toUpdate(row.update, { owner, provenance });
    },

    /**
     * `announces`: the commit this update is the announcement of. Only one update of a project
     * may announce a commit (a unique index): when another request stored one first, the answer
     * is 409 UPDATE_EXISTS naming it, never a second update. `decision`: a generated update's
     * significance and the rules and controls behind it, shown to the owner; `sources`: the
     * commits and pull requests it was built from, stored with it in one transaction;
     * `contributors`: who made the change.
     */
    async create(
      projectId: string,
      userId: string,
      body: UpdateInput,
      { announces = null, decision, sources = [], contributors = [] }: GeneratedFacts = {},
    ): Promise<Update> {
      const project = await loadOwnedProject(db, projectId, userId);
      const judged = decision ? { autoSignificance: decision.significance, autoReason: decision.reason } : {};
      const values = {
        projectId,
        ...columnsOf(body, null),
        ...judged,
        announcesCommit: announces,
        contributors: contributors.length ? contributors : null,
      };
      const row = await insertUpdate(deps, values, { sources }).catch(async (error: unknown) => {
        const first =
          announces && isUniqueViolation(error) && (await findAnnouncement(db, projectId, [announces]));
        if (first) throw updateExists(first, project, deps.config.PUBLIC_URL);
        throw error;
      });
      await kickIfDue(row);
      return ownerView(row);
    },

    /**
     * POST /api/projects/{id}/updates, the owner's composer. One change, one announcement, as
     * for generated updates: a commit update of a commit that already has a live update is 409
     * UPDATE_EXISTS naming it, unless `replace` writes that draft or scheduled one with what was
     * sent (its status and time stay) or `force` adds another.
     */
    async post(projectId: string, userId: string, body: UpdateInput): Promise<Update> {
      const { force, replace, ...given } = body;
      const sha = given.type === 'commit' ? (given.commit_hash?.toLowerCase() ?? null) : null;
      if (!sha) return this.create(projectId, userId, given);
      const project = await loadOwnedProject(db, projectId, userId);
      // Readers see the commit's message, not just its hash: looked up when none was written.
      const found =
        !given.commit_message?.trim() && commitMessage
          ? await commitMessage(userId, project.repositoryName, sha)
          : null;
      const input = found
        ? { ...given, commit_message: found.trim().slice(0, MAX_UPDATE_CONTENT_LENGTH) }
        : given;
      const existing = await findAnnouncement(db, projectId, [sha]);
      if (existing && replace && !isOut(existing)) {
        const { status: _status, published_at: _at, ...fields } = input;
        return this.edit(projectId, existing.id, userId, fields);
      }
      if (existing && !force) throw updateExists(existing, project, deps.config.PUBLIC_URL);
      return this.create(projectId, userId, input, { announces: existing ? null : sha });
    },

    /** A partial update: fields not sent keep their values; an edit that changes nothing writes nothing. */
    async edit(projectId: string, updateId: string, userId: string, body: UpdateEditInput): Promise<Update> {
      await loadOwnedProject(db, projectId, userId);
      return write(projectId, updateId, (current) => {
        const columns = columnsOf(applyEdit(body, current), current);
        return changesRow(columns, current) ? { ...columns, updatedAt: new Date() } : null;
      });
    },

    /**
     * Publishes a draft (or reschedules an update): now, or at `publishAt`. A time already
     * past is refused rather than silently published; subscribers hear of it when it is due.
     */
    async publish(
      projectId: string,
      updateId: string,
      userId: string,
      publishAt: Date | null,
    ): Promise<Update> {
      await loadOwnedProject(db, projectId, userId);
      const now = new Date();
      return write(projectId, updateId, (current) => {
        if (publishAt && publishAt.getTime() < now.getTime() - PAST_GRACE_MS)
          throw badRequest(draftMessages.scheduleInPast);
        // Already out: publishing again changes nothing; it cannot be taken back into a schedule.
        if (!current.isDraft && current.publishedAt <= now) {
          if (publishAt && publishAt > now) throw badRequest(ALREADY_OUT);
          return null;
        }
        const publishedAt = publishAt && publishAt > now ? publishAt : now;
        return { isDraft: false, publishedAt, updatedAt: now };
      });
    },

    /** Its likes, comments and views go with it (ON DELETE CASCADE). */
    async remove(
      projectId: string,
      updateId: string,
      userId: string,
    ): Promise<{ content: string; imageUrl: string | null }> {
      await loadOwnedProject(db, projectId, userId);
      const deleted = await db
        .delete(updates)
        .where(and(eq(updates.id, updateId), eq(updates.projectId, projectId)))
        .returning({ content: updates.content, imageUrl: updates.imageUrl });
      if (!deleted[0]) throw notFound(UPDATE_NOT_FOUND);
      deps.afterProjectWrite(projectId);
      return deleted[0];
    },
  };
}
