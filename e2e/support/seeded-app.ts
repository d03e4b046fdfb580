import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Browser, BrowserContext } from 'playwright-core';
import type { Project, Session, Update } from '@shiplog/contract';
import { afterAll, beforeAll } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { json, signUp } from './accounts';
import { startApp, type AppProcess } from './app-process';
import { launchBrowser, openPage, type ViewportName } from './browser';

export interface SeededApp<T> {
  app: AppProcess;
  /** What `prepare` answered (the accounts and projects made through the API). */
  prepared: T;
  /** Stops the app and removes its seeded data directory. */
  stop(): Promise<void>;
}

/**
 * An app on a database that holds more rows than the API would let a test write in time (rate
 * limits, thousands of rows): `prepare` makes what it needs through a first app (accounts,
 * projects), that app stops, `seed` writes rows with SQL into a copy of its data directory, and
 * the app starts again on that copy.
 */
export async function startSeededApp<T>(
  name: string,
  env: Record<string, string>,
  prepare: (first: AppProcess) => Promise<T>,
  seed: (db: PGlite, prepared: T) => Promise<void>,
): Promise<SeededApp<T>> {
  const first = await startApp(env);
  const prepared = await prepare(first);
  const seeded = mkdtempSync(join(tmpdir(), `shiplog-e2e-${name}-`));
  await first.stop({
    keep: (dataDir) =>
      cpSync(dataDir, seeded, { recursive: true, filter: (path) => !path.endsWith('.sock') }),
  });
  const db = await PGlite.create(seeded);
  await seed(db, prepared);
  await db.close();
  const app = await startApp(env, seeded);
  return {
    app,
    prepared,
    async stop() {
      await app.stop();
      rmSync(seeded, { recursive: true, force: true });
    },
  };
}

export interface OwnerProject {
  project: Project;
  update: Update;
  userId: string;
  /** The owner's signed-in browser state, for contexts on the seeded app. */
  ownerState: Awaited<ReturnType<BrowserContext['storageState']>>;
}

/** A `prepare` for startSeededApp: an owner signs up and makes a public project with one update. */
export async function prepareOwnerProject(
  browser: Browser,
  sink: SmtpSink,
  first: AppProcess,
  owner: { email: string; repository: string; name: string; update: { title: string; content: string } },
): Promise<OwnerProject> {
  const context = await browser.newContext({ baseURL: first.baseUrl });
  await signUp(context.request, sink, owner.email);
  const project = await json<Project>(
    await context.request.post('/api/projects', {
      data: { repository_name: owner.repository, name: owner.name, is_private: false },
    }),
  );
  const update = await json<Update>(
    await context.request.post(`/api/projects/${project.id}/updates`, {
      data: { type: 'text', ...owner.update },
    }),
  );
  const session = await json<Session>(await context.request.get('/api/auth/session'));
  const ownerState = await context.storageState();
  await context.close();
  return { project, update, userId: session.user.id, ownerState };
}

export interface SeededOwnerSuite extends OwnerProject {
  app: AppProcess;
  browser: Browser;
  sink: SmtpSink;
  /** A page in the owner's session at one of the test viewports. */
  open(viewport: ViewportName): ReturnType<typeof openPage>;
}

/**
 * For a describe block: before its tests, a browser, a mail sink and a seeded app whose owner
 * has one public project (see prepareOwnerProject) and the rows `seed` writes; after, all gone.
 * The returned object is filled in by then.
 */
export function seededOwnerSuite(
  name: string,
  owner: Parameters<typeof prepareOwnerProject>[3],
  seed: (db: PGlite, prepared: OwnerProject) => Promise<void>,
): SeededOwnerSuite {
  const suite = {} as SeededOwnerSuite;
  let seeded: SeededApp<OwnerProject> | undefined;
  beforeAll(async () => {
    suite.sink = await startSmtpSink();
    suite.browser = await launchBrowser();
    seeded = await startSeededApp(
      name,
      { SMTP_URL: suite.sink.url },
      (first) => prepareOwnerProject(suite.browser, suite.sink, first, owner),
      seed,
    );
    Object.assign(suite, seeded.prepared, { app: seeded.app });
    suite.open = (viewport) =>
      openPage(suite.browser, viewport, { baseURL: seeded!.app.baseUrl, storageState: suite.ownerState });
  }, 180_000);
  afterAll(async () => {
    await suite.browser?.close();
    await seeded?.stop();
    await suite.sink?.close();
  });
  return suite;
}
