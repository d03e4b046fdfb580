import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { projectPagePaths, type ExistingUpdate } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { updates } from '../../db/schema';
import { isPublished } from '../../domain/published-updates';
import { AppError } from '../../lib/app-error';

type UpdateRow = typeof updates.$inferSelect;

/** Draft, scheduled or published, as the updates module says it (now). */
const statusOf = (row: UpdateRow): ExistingUpdate['status'] =>
  row.isDraft ? 'draft' : row.publishedAt.getTime() > Date.now() ? 'scheduled' : 'published';

/** At most this many shas are looked up for one change (a push's commits). */
const MAX_SHAS = 50;
const HEX_SHA = /^[0-9a-f]{7,40}$/;

/**
 * The updates telling of one commit. Shas are compared by their start, so an abbreviated sha
 * (7 or more hex digits, as an owner may type one) and the full one name the same commit.
 */
function tellsOf(sha: string) {
  const same = (column: SQL) =>
    or(sql`${column} like ${`${sha}%`}`, sql`length(${column}) >= 7 and ${sha} like ${column} || '%'`);
  return or(
    same(sql`${updates.announcesCommit}`),
    and(eq(updates.type, 'commit'), same(sql`lower(${updates.commitSha})`)),
    sql`jsonb_path_exists(coalesce(${updates.commits}, '[]'::jsonb), '$[*] ? (@.sha starts with $s)', jsonb_build_object('s', ${sha}::text))`,
  );
}

/**
 * One change, one announcement: the update of this project that already tells of any of these
 * commits (hex shas, full or abbreviated), if one does. That is an update carrying the commit as
 * the one it announces, a commit update of that sha, or an automatic update whose pushed commits
 * hold it. Every stored update is live (draft, scheduled or published): deleting one frees its
 * commit. `publishedOnly` looks among the published ones alone (what readers see of the commit).
 */
export async function findAnnouncement(
  db: Database,
  projectId: string,
  shas: readonly string[],
  { publishedOnly = false }: { publishedOnly?: boolean } = {},
): Promise<UpdateRow | null> {
  const wanted = [...new Set(shas.map((sha) => sha.toLowerCase()))]
    .filter((sha) => HEX_SHA.test(sha))
    .slice(0, MAX_SHAS);
  if (!wanted.length) return null;
  const [row] = await db
    .select()
    .from(updates)
    .where(
      and(
        eq(updates.projectId, projectId),
        or(...wanted.map(tellsOf)),
        publishedOnly ? isPublished : undefined,
      ),
    )
    .orderBy(asc(updates.createdAt), asc(updates.id))
    .limit(1);
  return row ?? null;
}

/** The project an update belongs to, as its address needs it. */
type AddressedProject = { id: string; slug: string | null };

/** What an UPDATE_EXISTS answer names: the update, at its project's canonical address. */
export function existingOf(row: UpdateRow, project: AddressedProject, publicUrl: string): ExistingUpdate {
  return {
    id: row.id,
    project_id: row.projectId,
    project_slug: project.slug,
    status: statusOf(row),
    title: row.title,
    url: `${publicUrl}${projectPagePaths(project).updatePage(row.id)}`,
  };
}

/** A published update was mailed (or is about to be): writing it again would not reach anyone twice. */
export const isOut = (row: UpdateRow) => statusOf(row) === 'published';

/**
 * 409 UPDATE_EXISTS: the commit already has `row`. The message names it (status and title) and
 * says how to go on: `force` adds another; `replace` writes a draft or scheduled one again.
 */
export function updateExists(row: UpdateRow, project: AddressedProject, publicUrl: string): AppError {
  const existing = existingOf(row, project, publicUrl);
  const named = `This commit already has an update: ${existing.status} "${existing.title}" (${existing.url}).`;
  const next = isOut(row)
    ? 'It is published and its subscribers were mailed, so it is not written again. Send force: true to add another update anyway.'
    : `Send replace: true to write the ${existing.status} one again, or force: true to add another update.`;
  return new AppError('UPDATE_EXISTS', `${named} ${next}`, { existing });
}

/** Replace: the existing draft or scheduled update gets the new title and text; its status and time stay. */
export async function rewriteAnnouncement(
  db: Database,
  row: UpdateRow,
  text: { title: string; content: string },
): Promise<UpdateRow> {
  const [written] = await db
    .update(updates)
    .set({ ...text, updatedAt: new Date() })
    .where(and(eq(updates.id, row.id), eq(updates.projectId, row.projectId)))
    .returning();
  return written ?? row;
}
