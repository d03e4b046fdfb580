import { useState } from 'react';
import {
  COMMIT_SEARCH_DEPTH,
  COMMIT_SHA_SEARCH,
  NEXT_CURSOR_HEADER,
  type CommitSearchQuery,
} from '@shiplog/contract';
import { formatDate } from './format';

/** What the commit search bar holds: the text as typed, and the dates as the date inputs give them. */
export interface CommitSearchFields {
  text: string;
  /** YYYY-MM-DD, or '' for no bound. */
  from: string;
  to: string;
}

const NONE: CommitSearchFields = { text: '', from: '', to: '' };

/** The API's query: whole local days, from the start of `from` to the end of `to`. */
export function toSearchQuery({ text, from, to }: CommitSearchFields): CommitSearchQuery {
  const q = text.trim();
  return {
    ...(q ? { q } : {}),
    ...(from ? { since: new Date(`${from}T00:00:00`).toISOString() } : {}),
    ...(to ? { until: new Date(`${to}T23:59:59.999`).toISOString() } : {}),
  };
}

/** Text that is not a sha is matched among the newest COMMIT_SEARCH_DEPTH commits only. */
export const isBoundedSearch = (query: CommitSearchQuery) =>
  Boolean(query.q && !COMMIT_SHA_SEARCH.test(query.q));

/** Said under the results of a text search: how far it looked, and how to look further. */
export function boundedSearchNote(query: CommitSearchQuery): string {
  const where = query.since || query.until ? ' in these dates' : '';
  return `Text search looks through the newest ${COMMIT_SEARCH_DEPTH} commits${where}. For an older commit, set a date range or search its sha.`;
}

/** “ical” between 1 Sep 2025 and 7 Sep 2025, for 'No commits match …'. */
export function describeSearch(fields: CommitSearchFields): string {
  const text = fields.text.trim();
  const parts = [text ? `“${text}”` : 'these dates'];
  const day = (value: string) => formatDate(`${value}T12:00:00`);
  if (fields.from && fields.to) parts.push(`between ${day(fields.from)} and ${day(fields.to)}`);
  else if (fields.from) parts.push(`since ${day(fields.from)}`);
  else if (fields.to) parts.push(`until ${day(fields.to)}`);
  return parts.join(' ');
}

/**
 * The search a commit list shows: `fields` as edited, `applied` once the text is submitted
 * (Enter or Search; dates apply at once), so typing sends nothing to GitHub.
 */
export function useCommitSearch() {
  const [fields, setFields] = useState<CommitSearchFields>(NONE);
  const [applied, setApplied] = useState<CommitSearchFields>(NONE);
  const active = Boolean(applied.text.trim() || applied.from || applied.to);
  return {
    fields,
    applied,
    query: toSearchQuery(applied),
    active,
    setText: (text: string) => setFields((f) => ({ ...f, text })),
    setDates: (dates: Pick<CommitSearchFields, 'from' | 'to'>) => {
      setFields((f) => ({ ...f, ...dates }));
      setApplied((a) => ({ ...a, ...dates }));
    },
    submit: () => setApplied(fields),
    clear: () => {
      setFields(NONE);
      setApplied(NONE);
    },
  };
}

export type CommitSearch = ReturnType<typeof useCommitSearch>;

/** One page of a commit list, and the number of the page after it: null on the last page. */
export interface CommitListPage<T> {
  commits: T[];
  nextPage: number | null;
}

/** The next page's number as the API names it (`x-next-cursor`); the last page names none. */
export function nextPageOf(headers: Headers): number | null {
  const next = Number(headers.get(NEXT_CURSOR_HEADER));
  return Number.isInteger(next) && next > 1 ? next : null;
}
