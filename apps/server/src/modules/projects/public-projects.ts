import { createHash } from 'node:crypto';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { isPublicProject } from '../../lib/project-access';
import { newestFirst, selectProjects, toProject } from './project-query';

/** One page of the public list, serialised once and reused while it is cached. */
export interface PublicPage {
  /** The JSON array, as sent. */
  body: string;
  etag: string;
  nextCursor: string | null;
}

/** How long a page is reused; writes in this process drop the cache at once. */
export const PUBLIC_CACHE_MS = 2_000;
const MAX_CACHED_PAGES = 256;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([A-Za-z0-9-]{1,64})$/;

/** Opaque to clients: the last row's created_at (to the microsecond) and id. */
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

function decodeCursor(cursor: string): { at: string; id: string } {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const at = match?.[1];
  const millis = at && `${at.slice(0, 23)}Z`;
  if (
    !match ||
    !at ||
    !millis ||
    Number.isNaN(Date.parse(millis)) ||
    new Date(millis).toISOString() !== millis
  )
    throw badRequest('Invalid cursor');
  return { at, id: match[2]! };
}

/** Public projects, newest first: one SQL statement per page (owner joined, stats inline). */
async function loadPage(db: Database, cursor: string | undefined, limit: number): Promise<PublicPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await selectProjects(db)
    .where(
      and(
        isPublicProject,
        after
          ? sql`(${projects.createdAt}, ${projects.id}) < (${after.at}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const body = JSON.stringify(page.map(toProject));
  return {
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    nextCursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.project.id) : null,
  };
}

/**
 * The public list with a short in-process cache (DESIGN: public read paths need one):
 * concurrent requests for one page share one query, and any project write in this process
 * clears it (loads already under way are no longer handed out). Other processes' writes show within PUBLIC_CACHE_MS.
 */
export function createPublicProjects(db: Database, cacheMs = PUBLIC_CACHE_MS) {
  const cache = new Map<string, { expires: number; page: Promise<PublicPage> }>();

  return {
    page(cursor: string | undefined, limit: number): Promise<PublicPage> {
      const key = `${limit}:${cursor ?? ''}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && hit.expires > now) return hit.page;
      const page = loadPage(db, cursor, limit);
      if (cacheMs <= 0) return page;
      cache.delete(key);
      if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
      cache.set(key, { expires: now + cacheMs, page });
      // A failed load is not reused.
      page.catch(() => cache.get(key)?.page === page && cache.delete(key));
      return page;
    },

    /** Every write to a project calls this. */
    invalidate() {
      cache.clear();
    },
  };
}
