import { and, eq, sql, type SQL } from 'drizzle-orm';
import { UPDATES_PAGE_SIZE, type UpdateListQuery } from '@shiplog/contract';
import { updates } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { CachedJson } from '../../lib/project-read-cache';

/** An update's place in the timeline, to the microsecond (PostgreSQL's precision). */
export interface Position {
  pinned: boolean;
  publishedUs: bigint;
  createdUs: bigint;
  id: string;
}

/** Each row's place, read with it: timestamps as microseconds since the epoch. */
export const positionColumns = {
  publishedUs: sql<string>`(extract(epoch from ${updates.publishedAt}) * 1000000)::bigint::text`,
  createdUs: sql<string>`(extract(epoch from ${updates.createdAt}) * 1000000)::bigint::text`,
};

const CURSOR = /^([01])\.(\d{1,17})\.(\d{1,17})\.([A-Za-z0-9-]{1,64})$/;
const LEGACY_CURSOR = /^([01])\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9-]{1,64})$/;

/** Opaque to clients: the last shown update's place, so a page starts right after it. */
export const encodeCursor = (p: Position) =>
  Buffer.from(`u${p.pinned ? 1 : 0}.${p.publishedUs}.${p.createdUs}.${p.id}`).toString('base64url');

/** A cursor; one written in milliseconds (before microseconds) still reads, to the millisecond. */
export function decodeCursor(cursor: string): Position {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const micro = text.startsWith('u') ? CURSOR.exec(text.slice(1)) : null;
  const legacy = micro ? null : LEGACY_CURSOR.exec(text);
  const match = micro ?? legacy;
  if (!match) throw badRequest('Invalid cursor');
  const scale = micro ? 1n : 1000n;
  return {
    pinned: match[1] === '1',
    publishedUs: BigInt(match[2]!) * scale,
    createdUs: BigInt(match[3]!) * scale,
    id: match[4]!,
  };
}

const at = (us: bigint) => sql`(timestamptz 'epoch' + ${us.toString()}::bigint * interval '1 microsecond')`;
const tuple = sql`(${updates.isPinned}, ${updates.publishedAt}, ${updates.createdAt}, ${updates.id})`;
const tupleOf = (p: Position) => sql`(${p.pinned}, ${at(p.publishedUs)}, ${at(p.createdUs)}, ${p.id}::text)`;

/** Rows after `p` in timeline order (all keys descend). */
export const after = (p: Position) => sql`${tuple} < ${tupleOf(p)}`;
/** Rows before `p` in timeline order. */
export const before = (p: Position) => sql`${tuple} > ${tupleOf(p)}`;

/**
 * The search's words as a full-text query: each word a prefix ("dar" finds "dark"), all of them
 * needed; only letters and digits count. Null when nothing is left to search for.
 */
export function searchQuery(q: string | undefined): SQL | null {
  const words = (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) return null;
  const query = words.map((w) => `${w}:*`).join(' & ');
  return sql`search_vector @@ to_tsquery('simple', ${query})`;
}

/** The filters of a page (its type, its search, after its cursor), as SQL conditions. */
export function pageFilters(projectId: string, query: UpdateListQuery): SQL {
  const { type } = query;
  const conditions: (SQL | undefined)[] = [eq(updates.projectId, projectId)];
  if (type === 'major') conditions.push(eq(updates.isMajorUpdate, true));
  else if (type) conditions.push(eq(updates.type, type));
  const search = searchQuery(query.q);
  if (search) conditions.push(search);
  if (query.before) conditions.push(after(decodeCursor(query.before)));
  return and(...conditions)!;
}

export const pageSize = (query: UpdateListQuery) => query.limit ?? UPDATES_PAGE_SIZE;

/** True when the query asks for a page rather than the whole list. */
export const isPageQuery = (query: UpdateListQuery) =>
  Object.values(query).some((value) => value !== undefined && value !== '');

export interface TimelinePage {
  json: CachedJson;
  nextCursor: string | null;
}
