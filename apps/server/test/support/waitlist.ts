import { expect } from 'vitest';
import type { WaitlistEntryBody } from '@shiplog/contract';
import { call } from './api';
import type { TestApp } from './app';
import { outboxTo } from './outbox';

export const WAITLIST_PUBLIC_URL = 'https://shiplog.test';

/** A complete, valid wizard submission; override any field. */
export function entry(overrides: Partial<WaitlistEntryBody> & Record<string, unknown> = {}) {
  return {
    first_name: 'Ada',
    email: 'ada@example.com',
    x_handle: '@ada_l',
    experience_level: 'Advanced',
    current_projects: 'A compiler for the analytical engine',
    referral_source: 'A friend',
    goal_with_shiplog: 'Ship in public every week',
    website: 'https://ada.example.com',
    friend_email_1: null,
    friend_email_2: null,
    friend_email_3: null,
    friend_email_4: null,
    friend_email_5: null,
    ...overrides,
  };
}

/** POST /api/waitlist from its own client address unless one is given (per-IP limits out of the way). */
export function postWaitlist(t: TestApp, payload: unknown, ip?: string) {
  return call(t, 'POST', '/api/waitlist', { payload, ip });
}

export async function entryRow(t: TestApp, email: string) {
  const { rows } = await t.deps.database.executeSql('select * from waitlist_entries where email = $1', [
    email,
  ]);
  return rows[0] as Record<string, unknown> | undefined;
}

export async function countEntries(t: TestApp): Promise<number> {
  const { rows } = await t.deps.database.executeSql('select count(*)::int as n from waitlist_entries');
  return Number(rows[0]!.n);
}

/** A minimal RFC 4180 reader, enough to read back what the export wrote. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i += 2;
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && next === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
    i++;
  }
  return rows;
}

/** The token of the confirmation link in the welcome mail to `email`, read from the outbox. */
export async function confirmTokenFor(t: TestApp, email: string): Promise<string> {
  const [welcome] = await outboxTo(t, email, 'waitlist-welcome');
  const token = welcome?.textBody.match(/\/waitlist\/confirm\?token=([\w%-]+)/)?.[1];
  expect(token, `a confirmation link mailed to ${email}`).toBeDefined();
  return decodeURIComponent(token!);
}

/** POST /api/waitlist/confirm with the link of `email`'s welcome mail; answers the body. */
export async function confirmEntry(t: TestApp, email: string): Promise<{ newly_confirmed: boolean }> {
  const res = await call(t, 'POST', '/api/waitlist/confirm', {
    payload: { token: await confirmTokenFor(t, email) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
