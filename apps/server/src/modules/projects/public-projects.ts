import { createHash } from 'node:crypto';
import { and, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PublicProjectSort } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projects, updates } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { isPublicProject } from '../../domain/project-access';
import { PUBLIC_LIST_READS, type ProjectReadCache } from '../../lib/project-read-cache';
import { publishedUpdatesCount } from '../../domain/published-updates';
import { selectProjects, toProject } from './project-query';

/** One page of the public list, serialised once and reused while it is cached. */
export interface PublicPage {
  /** The JSON array, as sent. */
  body: string;
  etag: string;
  nextCursor: string | null;
}

const outerId = sql`${sql.identifier(getTableName(projects))}.${sql.identifier('id')}`;

/** When the project last shipped: its newest published update's publication time. */
const lastShippedAt = sql`(select max("shipped"."published_at") from ${updates} as "shipped" where "shipped"."project_id" = ${outerId} and not "shipped"."is_draft" and "shipped"."published_at" <= now())`;

/**
 * Each order: the value it sorts by (descending, the id breaking ties), that value as the
 * cursor writes it (to the microsecond for times), and how a cursor's value reads back in SQL.
 */
const ORDERS: Record<PublicProjectSort, { key: SQL; keyText: SQL<string>; pattern: RegExp; cast: string }> = {
  recent: {
    key: lastShippedAt,
    keyText: sql<string>`to_char(${lastShippedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/,
    cast: 'timestamptz',
  },
  updates: {
    key: publishedUpdatesCount(projects.id),
    keyText: sql<string>`${publishedUpdatesCount(projects.id)}::text`,
    pattern: /^[1-9]\d{0,9}$/,
    cast: 'int',
  },
};

/** Opaque to clients: the order, the last row's value in it and its id. */
const encodeCursor = (sort: PublicProjectSort, key: string, id: string) =>
  Buffer.from(`${sort}|${key}|${id}`).toString('base64url');

function decodeCursor(sort: PublicProjectSort, cursor: string): { key: string; id: string } {
  const [cursorSort, key, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const valid =
    cursorSort === sort &&
    key !== undefined &&
    ORDERS[sort].pattern.test(key) &&
    (sort !== 'recent' || !Number.isNaN(Date.parse(`${key.slice(0, 23)}Z`))) &&
    id !== undefined &&
    /^[A-Za-z0-9-]{1,64}$/.test(id) &&
    rest.length === 0;
  if (!valid) throw badRequest('Invalid cursor');
  return { key, id };
}

/** Public projects that have shipped, in the order asked: one SQL statement per page (owner joined, stats inline). */
async function loadPage(
  db: Database,
  sort: PublicProjectSort,
  cursor: string | undefined,
  limit: number,
): Promise<PublicPage> {
  const order = ORDERS[sort];
  const after = cursor ? decodeCursor(sort, cursor) : null;
  const rows = await selectProjects(db, order.keyText)
    .where(
      and(
        isPublicProject,
        // Not listed until it has shipped (no published update: no time, a count of 0).
        sql`${lastShippedAt} is not null`,
        after
          ? sql`(${order.key}, ${projects.id}) < (${after.key}::${sql.raw(order.cast)}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(sql`${order.key} desc`, sql`${projects.id} desc`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const body = JSON.stringify(page.map(toProject));
  return {
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    nextCursor: rows.length > limit && last ? encodeCursor(sort, last.sortKey, last.project.id) : null,
  };
}

/**
 * The public list, kept with the project reads (docs/features/projects-and-pages.md: public reads are cached):
 * concurrent requests for one page share one query, and any write to any project drops it
 * (the reads' write hook), so a project shows in the list as soon as it ships.
 */
export function createPublicProjects(db: Database, readCache: ProjectReadCache) {
  return {
    async page(sort: PublicProjectSort, cursor: string | undefined, limit: number): Promise<PublicPage> {
      const { value } = await readCache.read(
        PUBLIC_LIST_READS,
        `${sort}:${limit}:${cursor ?? ''}`,
        async () => ({
          value: await loadPage(db, sort, cursor, limit),
        }),
      );
      return value!;
    },
  };
}
