import { UPDATES_PAGE_SIZE, type Update, type UpdateListQuery } from '@shiplog/contract';
import { badRequest } from '../../lib/app-error';
import { toCachedJson, type CachedJson } from '../../lib/project-read-cache';

/** An update with its place in the timeline: pinned first, then newest published, newest created, id. */
export interface TimelineEntry {
  update: Update;
  id: string;
  pinned: 0 | 1;
  publishedAt: number;
  createdAt: number;
  /** Title and content in lower case, for search. */
  text: string;
}

type Position = Pick<TimelineEntry, 'id' | 'pinned' | 'publishedAt' | 'createdAt'>;

export function timelineEntry(update: Update): TimelineEntry {
  return {
    update,
    id: update.id,
    pinned: update.is_pinned ? 1 : 0,
    publishedAt: Date.parse(update.published_at),
    createdAt: Date.parse(update.created_at),
    text: `${update.title}\n${update.content}`.toLowerCase(),
  };
}

/** Negative when `a` comes before `b` in the timeline. */
export function compareEntries(a: Position, b: Position): number {
  return (
    b.pinned - a.pinned ||
    b.publishedAt - a.publishedAt ||
    b.createdAt - a.createdAt ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

const CURSOR = /^([01])\.(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9-]{1,64})$/;

/** Opaque to clients: the last shown update's place, so a page starts right after it. */
export const encodeCursor = (p: Position) =>
  Buffer.from(`${p.pinned}.${p.publishedAt}.${p.createdAt}.${p.id}`).toString('base64url');

function decodeCursor(cursor: string): Position {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest('Invalid cursor');
  return {
    pinned: match[1] === '1' ? 1 : 0,
    publishedAt: Number(match[2]),
    createdAt: Number(match[3]),
    id: match[4]!,
  };
}

function matches(entry: TimelineEntry, query: UpdateListQuery, words: string[]): boolean {
  const { type } = query;
  if (type === 'major' ? !entry.update.is_major_update : type && entry.update.type !== type) return false;
  return words.every((word) => entry.text.includes(word));
}

/** True when the query asks for a page rather than the whole list. */
export const isPageQuery = (query: UpdateListQuery) =>
  Object.values(query).some((value) => value !== undefined && value !== '');

export interface TimelinePage {
  json: CachedJson;
  nextCursor: string | null;
}

/** One page of a timeline (entries already in timeline order): filtered, after the cursor. */
export function pageOf(entries: TimelineEntry[], query: UpdateListQuery): TimelinePage {
  const after = query.before ? decodeCursor(query.before) : null;
  const limit = query.limit ?? UPDATES_PAGE_SIZE;
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const page: TimelineEntry[] = [];
  let more = false;
  for (const entry of entries) {
    if (after && compareEntries(entry, after) <= 0) continue;
    if (!matches(entry, query, words)) continue;
    if (page.length === limit) {
      more = true;
      break;
    }
    page.push(entry);
  }
  const last = page.at(-1);
  return {
    json: toCachedJson(page.map((entry) => entry.update)),
    nextCursor: more && last ? encodeCursor(last) : null,
  };
}
