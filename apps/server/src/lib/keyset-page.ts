import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from './app-error';

/** A row of a page's query: it carries its time as the cursor writes it (see `keyset().key`). */
interface Keyed {
  pageKey: string;
}

export interface Page<R> {
  rows: R[];
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: string | null;
}

const KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ID = /^[A-Za-z0-9-]{1,64}$/;

/** The first `limit` of `limit + 1` rows read, and the cursor after the last when there were more. */
function pageOf<R>(rows: R[], limit: number, cursorOf: (last: R) => string): Page<R> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? Buffer.from(cursorOf(last)).toString('base64url') : null;
  return { rows: page, nextCursor };
}

function decodeCursor(cursor: string): { key: string; id: string } {
  const [key, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const valid =
    key !== undefined &&
    KEY.test(key) &&
    !Number.isNaN(Date.parse(key.slice(0, 23) + 'Z')) &&
    id !== undefined &&
    ID.test(id) &&
    rest.length === 0;
  if (!valid) throw badRequest('Invalid cursor');
  return { key, id };
}

/**
 * Keyset pagination over a time column and the row id that breaks its ties, newest or oldest
 * first: a page starts right after the row its cursor names (never an OFFSET), so rows written
 * while a reader pages through neither shift nor repeat what they see. Use:
 *
 *   const pages = keyset(t.createdAt, t.id, 'newest');
 *   const rows = await db.select({ …, pageKey: pages.key }).from(t)
 *     .where(and(…, pages.after(cursor))).orderBy(...pages.order).limit(limit + 1);
 *   const { rows: page, nextCursor } = pages.page(rows, limit, (row) => row.id);
 */
export function keyset(time: AnyColumn, id: AnyColumn, first: 'newest' | 'oldest') {
  const direction = first === 'newest' ? desc : asc;
  const comparison = first === 'newest' ? sql.raw('<') : sql.raw('>');
  return {
    /** The row's time to the microsecond (a JavaScript Date keeps milliseconds only): select it as `pageKey`. */
    key: sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    order: [direction(time), direction(id)],
    /** The rows after the cursor's, or no condition without a cursor; 400 for a cursor that is not ours. */
    after(cursor: string | undefined): SQL | undefined {
      if (!cursor) return undefined;
      const at = decodeCursor(cursor);
      return sql`(${time}, ${id}) ${comparison} (${at.key}::timestamptz, ${at.id})`;
    },
    /** The page from `limit + 1` rows read: the first `limit`, and a cursor when there were more. */
    page<R extends Keyed>(rows: R[], limit: number, idOf: (row: R) => string): Page<R> {
      return pageOf(rows, limit, (last) => `${last.pageKey}|${idOf(last)}`);
    },
  };
}

function decodeTextCursor(cursor: string): { key: string; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest('Invalid cursor');
  }
  const [key, id, ...rest] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  if (typeof key !== 'string' || key.length > 320 || typeof id !== 'string' || !ID.test(id) || rest.length)
    throw badRequest('Invalid cursor');
  return { key, id };
}

/**
 * Keyset pagination over a text expression in byte order (`collate "C"`, so it can use an index on
 * the same expression whatever the database's collation) and the id that breaks its ties, A to Z.
 * Used like `keyset`.
 */
export function textKeyset(text: SQL, id: AnyColumn) {
  return {
    /** Select it as `pageKey`. */
    key: sql<string>`${text}`,
    order: [asc(text), asc(id)],
    after(cursor: string | undefined): SQL | undefined {
      if (!cursor) return undefined;
      const at = decodeTextCursor(cursor);
      return sql`(${text}, ${id}) > (${at.key} collate "C", ${at.id})`;
    },
    page<R extends Keyed>(rows: R[], limit: number, idOf: (row: R) => string): Page<R> {
      return pageOf(rows, limit, (last) => JSON.stringify([last.pageKey, idOf(last)]));
    },
  };
}
