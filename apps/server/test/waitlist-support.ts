import type { WaitlistEntryBody } from '@shiplog/contract';
import type { TestApp } from './support/test-app';

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

let ip = 0;
/** Each call from its own client address unless one is given, so the per-IP limits stay out of the way. */
export function postWaitlist(t: TestApp, payload: unknown, remoteAddress = `10.7.${++ip % 250}.${ip % 200}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/waitlist',
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json' },
    remoteAddress,
  });
}

export async function outboxFor(t: TestApp, to: string) {
  const { rows } = await t.deps.database.executeSql(
    'select template, idempotency_key, subject from mail_outbox where to_address = $1 order by created_at',
    [to],
  );
  return rows as { template: string; idempotency_key: string; subject: string }[];
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
