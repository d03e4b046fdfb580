import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Update } from '@shiplog/contract';
import { loadConfig } from '../src/config';
import { restoreSql, type SqlSession } from '../src/db/sql-restore';
import { lockDataDir } from '../src/lib/data-dir';
import { startRuntime, type Runtime } from '../src/runtime';
import {
  call,
  createProject,
  createUpdate,
  emptyPostgresDatabase,
  engine,
  freePort,
  migratedDataDir,
  pgliteSnapshot,
  scratchDir,
  signUpConfirmed,
  textUpdate,
  type SignedIn,
  type TestApp,
  until,
} from './support';
import { runCompiledCommand } from './support/processes';
import { subscribe } from './support/subscribers';
import { entry, postWaitlist } from './support/waitlist';

const APP_SECRET = 'backup-test-secret-backup-test-secret-0001';
const workDir = scratchDir('backups');

/** Runs `npm run db:backup` / `db:restore` as npm does (compiled, started from apps/server, INIT_CWD where npm was run). */
const runCli = (entryName: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) =>
  runCompiledCommand(entryName, args, { INIT_CWD: workDir, ...env });

/** The app as `npm start` runs it (HTTP, the lock on DATA_DIR, the backup channel), in this process. */
async function startApp(env: Record<string, string>): Promise<{ runtime: Runtime; t: TestApp }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(await freePort()),
    LOG_LEVEL: 'silent',
    APP_SECRET,
    RUN_WORKERS: 'false',
    JOB_MAINTENANCE_SECONDS: '3600',
    ...env,
  });
  const runtime = await startRuntime(config, pino({ level: 'silent' }), { http: true, workers: false });
  const t: TestApp = {
    app: runtime.app!,
    deps: runtime.deps,
    database: { handle: runtime.deps.database, drop: async () => {} },
    logs: [],
    close: () => runtime.stop(),
  };
  return { runtime, t };
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;
/** Every row of every table of ours (the app's, the migrations', the job queue's), as sorted JSON text. */
type Contents = Record<string, string[]>;

async function contentsOf(query: Query): Promise<Contents> {
  const tables = await query(
    `select n.nspname as schema, c.relname as name from pg_catalog.pg_class c
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname in ('public', 'drizzle', 'pgboss') order by 1, 2`,
  );
  const contents: Contents = {};
  for (const { schema, name } of tables) {
    const rows = await query(`select to_jsonb(t)::text as row from "${String(schema)}"."${String(name)}" t`);
    contents[`${String(schema)}.${String(name)}`] = rows.map((r) => String(r.row)).sort();
  }
  return contents;
}

const appQuery =
  (t: TestApp): Query =>
  async (text) =>
    (await t.deps.database.executeSql(text)).rows;

/** Each table of `restored` is as it was in `before` or in `after` (the job queue's clock may tick between them). */
function expectSameAsSource(restored: Contents, before: Contents, after: Contents) {
  expect(Object.keys(restored)).toEqual(Object.keys(before));
  for (const [table, rows] of Object.entries(restored)) {
    const same =
      JSON.stringify(rows) === JSON.stringify(before[table]) ||
      JSON.stringify(rows) === JSON.stringify(after[table]);
    if (!same) expect(rows, `${table} as backed up`).toEqual(before[table]);
  }
}

const withPostgres = async <T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set time zone 'UTC'`);
    return await fn(client);
  } finally {
    await client.end();
  }
};
const pgQuery =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query(text)).rows;

/** A PGlite data directory's contents, read without starting the app (which would touch the job queue's tables). */
async function dataDirContents(dataDir: string): Promise<Contents> {
  const client = await PGlite.create(dataDir);
  try {
    return await contentsOf(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}

describe('npm run db:backup and db:restore', () => {
  let sourceDir: string;
  let app: { runtime: Runtime; t: TestApp } | null = null;
  let owner: SignedIn;
  let projectId: string;
  let updateId: string;
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  /** The backup taken while the app ran idle, and the source's rows just before and after it. */
  const quiet = { file: '', before: {} as Contents, after: {} as Contents };

  beforeAll(async () => {
    // The run's migrated snapshot where there is one; the PostgreSQL runs make an embedded database.
    sourceDir = engine === 'pglite' ? await migratedDataDir() : scratchDir('source');
    app = await startApp({ DATA_DIR: sourceDir });
    const { t } = app;
    owner = await signUpConfirmed(t, 'owner@backup.test');
    const reader = await signUpConfirmed(t, 'reader@backup.test');
    projectId = (
      await createProject(t, owner, {
        name: 'Backup Rocket',
        is_private: false,
        long_description: "Line one\n\n**Bold**, 'quoted', back\\slash, ünïcödé 🚀",
      })
    ).id;
    updateId = (await createUpdate(t, owner, projectId, textUpdate('First light'))).id;
    await createUpdate(t, owner, projectId, textUpdate("Second, with 'quotes'\nand two lines"));
    expect((await call(t, 'POST', `/api/updates/${updateId}/likes`, { as: reader })).statusCode).toBe(200);
    const comment = await call(t, 'POST', `/api/updates/${updateId}/comments`, {
      as: reader,
      payload: { content: 'Lovely.\nShip more!' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await subscribe(t, projectId, { email: 'fan@backup.test' })).statusCode).toBe(200);
    expect((await postWaitlist(t, entry({ email: 'early@backup.test' }))).statusCode).toBeLessThan(300);
  });

  afterAll(async () => {
    await app?.runtime.stop();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('asks the running app for the dump over a channel only its user can use, never over HTTP', async () => {
    const info = JSON.parse(readFileSync(join(sourceDir, 'backup-channel.json'), 'utf8')) as {
      pid: number;
      socket: string;
      token: string;
    };
    expect(info.pid).toBe(process.pid);
    expect(statSync(join(sourceDir, 'backup-channel.json')).mode & 0o777).toBe(0o600);
    expect(statSync(info.socket).isSocket()).toBe(true);
    expect(statSync(info.socket).mode & 0o777).toBe(0o600);
    const ask = (method: string, path: string, authorization?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(
          { socketPath: info.socket, method, path, headers: authorization ? { authorization } : {} },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        );
        req.on('error', reject);
        req.end();
      });
    expect(await ask('POST', '/dump')).toBe(401);
    expect(await ask('POST', '/dump', `Bearer ${'x'.repeat(info.token.length)}`)).toBe(401);
    expect(await ask('GET', '/dump', `Bearer ${info.token}`)).toBe(404);
    // Nothing of it on the app's own listener.
    for (const url of ['/dump', '/api/dump', '/api/backup'])
      expect((await app!.t.app.inject({ method: 'POST', url })).statusCode).toBe(404);
  });

  it('backs up the running app: every row, as it was', async () => {
    const { t } = app!;
    quiet.before = await contentsOf(appQuery(t));
    const backup = await runCli('db-backup', ['quiet.sql'], { DATA_DIR: sourceDir });
    quiet.after = await contentsOf(appQuery(t));
    expect(backup.code, backup.stderr).toBe(0);
    quiet.file = join(workDir, 'quiet.sql');
    expect(backup.stdout).toContain(`to ${quiet.file}`);
    expect(backup.stdout).toContain(`taken by the running app (pid ${process.pid})`);
    expect(statSync(quiet.file).mode & 0o777).toBe(0o600);
    expect(readFileSync(quiet.file, 'utf8')).toContain('PostgreSQL database dump complete');
    // The app carries on: it reads and writes as before.
    expect((await call(t, 'GET', `/api/projects/${projectId}/updates`)).statusCode).toBe(200);
    await createUpdate(t, owner, projectId, textUpdate('After the backup'));
    // The fixtures are all there to compare.
    for (const table of [
      'users',
      'projects',
      'updates',
      'update_likes',
      'update_comments',
      'project_subscribers',
    ])
      expect(quiet.before[`public.${table}`]?.length, table).toBeGreaterThan(0);
    expect(quiet.before['public.waitlist_entries']?.length).toBe(1);
    expect(quiet.before['drizzle.__drizzle_migrations']?.length).toBeGreaterThan(10);
  });

  it('backs up while the app writes: the dump is one moment, whole transactions only', async () => {
    const { t } = app!;
    let written = 0;
    let writing = true;
    const failures: number[] = [];
    const writer = (async () => {
      while (writing) {
        const res = await subscribe(t, projectId, { email: `writer-${written + 1}@backup.test` });
        if (res.statusCode !== 200) failures.push(res.statusCode);
        written++;
      }
    })();
    await until(() => written >= 3, 20_000, 'three writes before the backup');
    const writtenBefore = written;
    const backup = await runCli('db-backup', ['busy.sql'], { DATA_DIR: sourceDir });
    const writtenAfter = written;
    await until(() => written >= writtenAfter + 3, 20_000, 'three writes after the backup');
    writing = false;
    await writer;
    expect(backup.code, backup.stderr).toBe(0);
    expect(failures).toEqual([]);

    const { subscribers, mails } = await loadAndCount(readFileSync(join(workDir, 'busy.sql'), 'utf8'));
    expect(subscribers.length).toBeGreaterThanOrEqual(writtenBefore);
    expect(subscribers.length).toBeLessThanOrEqual(writtenAfter);
    // Writes are sequential: the dump holds the first k of them, each with its confirmation mail.
    expect(subscribers).toEqual(Array.from({ length: subscribers.length }, (_, i) => i + 1));
    expect(mails).toEqual(subscribers);
  });

  /** Restores `sql` into a scratch database; answers the writer's subscribers and mails in it. */
  async function loadAndCount(sql: string) {
    const count = async (query: Query) => {
      const numbers = async (text: string) =>
        (await query(text))
          .map((r) => Number(/writer-(\d+)@/.exec(String(r.email))![1]))
          .sort((a, b) => a - b);
      return {
        subscribers: await numbers(
          `select email from public.project_subscribers where email like 'writer-%'`,
        ),
        mails: await numbers(
          `select to_address as email from public.mail_outbox where to_address like 'writer-%'`,
        ),
      };
    };
    if (engine === 'postgres') {
      const scratch = await emptyPostgresDatabase();
      try {
        return await withPostgres(scratch.url, async (client) => {
          await restoreSql(postgresSession(client), sql, { where: 'scratch' });
          return count(pgQuery(client));
        });
      } finally {
        await scratch.drop();
      }
    }
    // A migrated embedded database from the run's snapshot (quicker than a new one), wiped by force.
    const client = await PGlite.create({ loadDataDir: pgliteSnapshot() });
    try {
      const session: SqlSession = {
        exec: async (script) => void (await client.exec(script)),
        query: async (text, values) => (await client.query<never>(text, values)).rows,
      };
      await restoreSql(session, sql, { where: 'scratch', force: true });
      return await count(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    } finally {
      await client.close();
    }
  }

  const postgresSession = (client: pg.Client): SqlSession => ({
    exec: async (script) => void (await client.query(script)),
    query: async (text, values) => (await client.query(text, values)).rows,
  });

  /** After a restore: the app starts on it, the old session still signs in, the data reads and writes. */
  async function expectAppWorksOn(env: Record<string, string>) {
    const restored = await startApp(env);
    try {
      const { t } = restored;
      const session = await call(t, 'GET', '/api/auth/session', { as: owner });
      expect(session.statusCode, session.body).toBe(200);
      const login = await call(t, 'POST', '/api/auth/login', {
        payload: { email: 'reader@backup.test', password: 'a long test password' },
      });
      expect(login.statusCode, login.body).toBe(200);
      const updates = await call(t, 'GET', `/api/projects/${projectId}/updates`);
      expect(updates.statusCode).toBe(200);
      const first = updates.json<Update[]>().find((u) => u.id === updateId);
      // Counters kept by triggers are as they were, not counted again by the restore.
      expect(first).toMatchObject({ likes: 1, comments: 1 });
      await createUpdate(t, owner, projectId, textUpdate('Written after the restore'));
    } finally {
      await restored.runtime.stop();
    }
  }

  it.runIf(engine === 'pglite')(
    'wipes and restores the embedded database: every row, and the app runs on it',
    async () => {
      await app!.runtime.stop();
      app = null;
      // Wiped: a new DATA_DIR, nothing of the old database; the restore makes a new one. Meanwhile
      // the app's own DATA_DIR, which holds data, is refused without --force.
      const target = scratchDir('restored');
      const [refused, restore] = await Promise.all([
        runCli('db-restore', ['quiet.sql'], { DATA_DIR: sourceDir }),
        runCli('db-restore', ['quiet.sql'], { DATA_DIR: target }),
      ]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is not empty');
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`into the embedded database in ${target}`);
      expectSameAsSource(await dataDirContents(target), quiet.before, quiet.after);

      // Backed up again, with the app stopped: the same rows and sequence values, line for line.
      // (Not the same file: PostgreSQL 18 names the NOT NULL constraints the restore made.)
      const again = await runCli('db-backup', ['again.sql'], { DATA_DIR: target });
      expect(again.code, again.stderr).toBe(0);
      expect(again.stdout).toContain('taken by this command (the app was not running)');
      const dataLines = (file: string) =>
        readFileSync(join(workDir, file), 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('INSERT INTO ') || line.startsWith('SELECT pg_catalog.setval('));
      expect(dataLines('again.sql').length).toBeGreaterThan(30);
      expect(dataLines('again.sql')).toEqual(dataLines('quiet.sql'));
      expect(existsSync(join(workDir, 'again.sql.partial'))).toBe(false);

      await expectAppWorksOn({ DATA_DIR: target });

      // --force drops what is there and restores the later backup in its place.
      const forced = await runCli('db-restore', ['busy.sql', '--force'], { DATA_DIR: target });
      expect(forced.code, forced.stderr).toBe(0);
      const busy = await dataDirContents(target);
      expect(busy['public.project_subscribers']!.some((row) => row.includes('writer-1@backup.test'))).toBe(
        true,
      );
      expect(busy['public.updates']!.some((row) => row.includes('Written after the restore'))).toBe(false);
    },
    180_000,
  );

  it.runIf(engine === 'postgres')(
    'restores the embedded database into PostgreSQL: every row, and the app runs on it',
    async () => {
      const backup = await runCli('db-backup', [], {
        DATA_DIR: sourceDir,
        DATABASE_URL: 'postgres://x@127.0.0.1/x',
      });
      expect(backup.code).toBe(1);
      expect(backup.stderr).toMatch(
        /pg_dump --no-owner --no-privileges --inserts --file=.* "\$DATABASE_URL"/,
      );

      const scratch = await emptyPostgresDatabase();
      cleanups.push(() => scratch.drop());
      const env = { DATA_DIR: scratchDir('pg'), DATABASE_URL: scratch.url };
      const restore = await runCli('db-restore', ['quiet.sql'], env);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('into the database at DATABASE_URL');
      expectSameAsSource(
        await withPostgres(scratch.url, (c) => contentsOf(pgQuery(c))),
        quiet.before,
        quiet.after,
      );

      const refused = await runCli('db-restore', ['quiet.sql'], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is not empty');

      await expectAppWorksOn(env);

      const forced = await runCli('db-restore', ['quiet.sql', '--force'], env);
      expect(forced.code, forced.stderr).toBe(0);
      const again = await withPostgres(scratch.url, (c) => contentsOf(pgQuery(c)));
      expect(again['public.updates']!.some((row) => row.includes('Written after the restore'))).toBe(false);
      expectSameAsSource(again, quiet.before, quiet.after);
    },
    180_000,
  );

  it('says what to do when the process holding DATA_DIR takes no backup requests', async () => {
    // A data directory held by a live process (this one) that opened no backup channel.
    const held = scratchDir('held');
    writeFileSync(join(held, 'PG_VERSION'), '18\n');
    const unlock = lockDataDir(held);
    try {
      const res = await runCli('db-backup', ['held.sql'], { DATA_DIR: held });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain(`the app (pid ${process.pid}) holds the embedded database in ${held}`);
      expect(res.stderr).toContain('try again once it runs, or stop it');
      expect(existsSync(join(workDir, 'held.sql'))).toBe(false);
    } finally {
      unlock();
    }
  });

  it('refuses a file it cannot restore before touching the database', async () => {
    const target = join(workDir, 'never-made');
    const notADump = join(workDir, `not-a-dump-${randomUUID()}.sql`);
    writeFileSync(notADump, 'drop table users;');
    const copyDump = join(workDir, `copy-${randomUUID()}.sql`);
    writeFileSync(
      copyDump,
      '--\n-- PostgreSQL database dump\n--\n\nCOPY public.users (id) FROM stdin;\n1\n\\.\n',
    );
    const notDump = await runCli('db-restore', [notADump], { DATA_DIR: target });
    expect(notDump.code).toBe(1);
    expect(notDump.stderr).toContain('not a plain SQL dump');
    const copy = await runCli('db-restore', [copyDump], { DATA_DIR: target });
    expect(copy.code).toBe(1);
    expect(copy.stderr).toContain('pg_dump --inserts');
    expect(existsSync(target)).toBe(false);
  });
});
