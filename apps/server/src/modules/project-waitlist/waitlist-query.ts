import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { WaitlistFilter, WaitlistSort } from '@shiplog/contract';
import { projectSubscribers as s } from '../../db/schema';
import { keyset, textKeyset } from '../../lib/keyset-page';

/** The address and its domain in byte order: the expressions the list's indexes hold. */
const address = sql`(${s.email} collate "C")`;
const domain = sql`(split_part(${s.email}, '@', 2) collate "C")`;

/** The largest code point: every string that starts with a prefix sorts below the prefix followed by it. */
const LAST = String.fromCodePoint(0x10ffff);

/** `column` starts with `prefix`, as an index range (and checked exactly). */
function startsWith(column: SQL, prefix: string): SQL {
  return sql`(${column} >= ${prefix} collate "C" and ${column} < ${prefix + LAST} collate "C" and starts_with(${column}, ${prefix}))`;
}

/** The entries of a project that a filter matches. */
export function matching(projectId: string, { q, status }: WaitlistFilter): SQL {
  let search: SQL | undefined;
  if (q?.startsWith('@')) search = q.length > 1 ? startsWith(domain, q.slice(1)) : undefined;
  else if (q?.includes('@')) search = startsWith(address, q);
  else if (q) search = or(startsWith(address, q), startsWith(domain, q));
  const confirmed =
    status === 'confirmed'
      ? isNotNull(s.confirmedAt)
      : status === 'pending'
        ? isNull(s.confirmedAt)
        : undefined;
  return and(eq(s.projectId, projectId), search, confirmed)!;
}

/** Each order's keyset: the time either way, or the address A to Z. */
export const pagesBy: Record<WaitlistSort, ReturnType<typeof keyset> | ReturnType<typeof textKeyset>> = {
  newest: keyset(s.subscribedAt, s.id, 'newest'),
  oldest: keyset(s.subscribedAt, s.id, 'oldest'),
  email: textKeyset(address, s.id),
};
