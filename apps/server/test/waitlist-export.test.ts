import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../src/db/client';
import { waitlistEntries } from '../src/db/schema';
import { csvField } from '../src/lib/csv';
import { WAITLIST_EXPORT_COLUMNS, writeWaitlistCsv } from '../src/modules/waitlist/waitlist-export';
import { clonePostgresTemplate, engine, pgliteSnapshot, scratchDir } from './support';
import { runCompiledCommand } from './support/processes';
import { parseCsv } from './support/waitlist';

const HEADER = WAITLIST_EXPORT_COLUMNS.join(',');

/** Runs the CLI as `npm run waitlist:export` does, with only the given environment. */
const runExport = (env: Record<string, string>, args: string[] = []) =>
  runCompiledCommand('waitlist-export', args, env);

const ada = {
  firstName: 'Ada',
  email: 'ada@example.com',
  experienceLevel: 'Advanced' as const,
  xHandle: 'ada_l',
  website: 'https://ada.example.com',
  currentProjects: 'Engines, "analytical" ones,\nand notes',
  friendEmail1: 'friend@example.com',
  referralCode: 'adacode00001',
};
const mallory = {
  firstName: '=HYPERLINK("https://evil.example","click")',
  email: 'mallory@example.com',
  experienceLevel: 'Beginner' as const,
  goalWithShiplog: '+1 and -1 and @sum',
  referralSource: '\tsneaky',
  referredBy: 'adacode00001',
  referralCode: 'mallory00001',
};

describe('csvField', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField(null)).toBe('');
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvField(formula).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });
});

describe('npm run waitlist:export', () => {
  let db: DbHandle;
  let env: Record<string, string>;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (engine === 'postgres') {
      const clone = await clonePostgresTemplate();
      db = await openDatabase({ engine: 'postgres', url: clone.url, poolSize: 2 });
      env = { DATABASE_URL: clone.url };
      cleanup = () => clone.drop();
    } else {
      // A data directory on disk from the run's snapshot, as the app would leave it.
      const dataDir = scratchDir('export');
      db = await openDatabase({ engine: 'pglite', dataDir, loadDataDir: pgliteSnapshot() });
      env = { DATA_DIR: dataDir };
    }
    await db.db.insert(waitlistEntries).values(ada);
    await db.db.insert(waitlistEntries).values(mallory);
  });
  afterAll(async () => {
    await db?.close();
    await cleanup?.();
  });

  it('prints every entry as CSV with the fixed columns, formula-safe', async () => {
    const rows: string[] = [];
    await writeWaitlistCsv(db.db, (chunk) => void rows.push(chunk));
    const csv = parseCsv(rows.join(''));
    expect(csv[0]!.join(',')).toBe(HEADER);
    expect(csv).toHaveLength(3);
    const record = (row: string[]) => Object.fromEntries(WAITLIST_EXPORT_COLUMNS.map((c, i) => [c, row[i]]));
    expect(record(csv[1]!)).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      x_handle: 'ada_l',
      experience_level: 'Advanced',
      current_projects: 'Engines, "analytical" ones,\nand notes',
      website: 'https://ada.example.com',
      friend_email_1: 'friend@example.com',
      friend_email_2: '',
      referral_code: 'adacode00001',
      referred_by: '',
    });
    expect(new Date(record(csv[1]!).created_at!).getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect(record(csv[2]!)).toMatchObject({
      first_name: `'=HYPERLINK("https://evil.example","click")`,
      goal_with_shiplog: "'+1 and -1 and @sum",
      referral_source: "'\tsneaky",
      referred_by: 'adacode00001',
    });
  });

  it('pages through long lists in order, even when entries share a timestamp', async () => {
    const clone = engine === 'postgres' ? await clonePostgresTemplate() : null;
    const list = await openDatabase(
      clone
        ? { engine: 'postgres', url: clone.url, poolSize: 1 }
        : { engine: 'pglite', loadDataDir: pgliteSnapshot() },
    );
    try {
      // One statement: every row gets the same now().
      await list.executeSql(
        `insert into waitlist_entries (first_name, email, experience_level)
         select 'N' || n, 'n' || n || '@example.com', 'Beginner' from generate_series(1, 2500) n`,
      );
      let text = '';
      const count = await writeWaitlistCsv(list.db, (chunk) => void (text += chunk));
      expect(count).toBe(2500);
      const emails = parseCsv(text)
        .slice(1)
        .map((r) => r[1]);
      expect(new Set(emails).size).toBe(2500);
    } finally {
      await list.close();
      await clone?.drop();
    }
  });

  it('runs as a command: CSV on stdout, the count on stderr', { timeout: 60_000 }, async () => {
    await db.close();
    const result = await runExport(env);
    expect(result.stderr).toContain('Exported 2 waitlist entries.');
    expect(result.code).toBe(0);
    const csv = parseCsv(result.stdout);
    expect(csv.map((r) => r[1])).toEqual(['email', 'ada@example.com', 'mallory@example.com']);
    expect(result.stdout.startsWith(`${HEADER}\r\n`)).toBe(true);
  });

  it('writes into a file with --output', { timeout: 60_000 }, async () => {
    const out = join(scratchDir('export-out'), 'list.csv');
    const result = await runExport(env, [`--output=${out}`]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`Exported 2 waitlist entries to ${out}.`);
    expect(parseCsv(readFileSync(out, 'utf8'))).toHaveLength(3);
  });

  it('fails with one clear line when the configuration is wrong', async () => {
    const result = await runExport({ DATABASE_URL: 'mysql://nope' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Invalid configuration: DATABASE_URL/);
    expect(result.stdout).toBe('');
  });
});
