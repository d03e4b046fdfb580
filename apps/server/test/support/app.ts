import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type BuildOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { AppDeps } from '../../src/deps';
import { createAiWriter } from '../../src/integrations/ai';
import { createMailer } from '../../src/integrations/mail';
import { createProjectReads } from '../../src/lib/project-read-cache';
import { allJobs } from '../../src/jobs';
import { JobQueue } from '../../src/queue/job-queue';
import { createTestDatabase, type TestDatabase } from './database';
import { scratchDir } from './scratch';

/** A stand-in for the built web app: the real index.html shape and one hashed asset. */
export function createWebDist(): string {
  const dir = scratchDir('web');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Shiplog</title>\n<!--app-head-->\n' +
      '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  // The build's pre-rendered pages (apps/web/prerender-build.ts), here the home page only.
  writeFileSync(
    join(dir, 'prerendered.json'),
    JSON.stringify({
      '/': { html: '<main><h1>Turn Your Commits into Stories</h1></main>', preload: ['/assets/home-abc.js'] },
    }),
  );
  writeFileSync(join(dir, 'social-card.png'), 'png');
  // The What's new element, with the gzip copy the build writes beside it.
  const widget = `(()=>{customElements.define('shiplog-whats-new',class extends HTMLElement{})})();${' '.repeat(2048)}`;
  writeFileSync(join(dir, 'widget.js'), widget);
  writeFileSync(join(dir, 'widget.js.gz'), gzipSync(widget));
  return dir;
}

/** Log lines the app wrote, parsed, for assertions on what operators would see. */
export function createLogCapture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'debug' }, stream) };
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: TestDatabase;
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** buildApp on a fresh database of its own; `configure` may add root routes before the app is ready. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDeps>;
    /** Extra routes in the feature scope (under /api, with cookies and rate limits). */
    routes?: BuildOptions['routes'];
    configure?: (app: FastifyInstance) => unknown;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { lines, logger } = createLogCapture();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir(), LOG_LEVEL: 'debug', ...options.env });
  const deps: AppDeps = {
    config,
    database: database.handle,
    secret: 'test-secret-test-secret-test-secret-123',
    logger,
    queue: new JobQueue<AppDeps>(database.handle, logger, allJobs),
    mailer: createMailer(config, logger),
    ai: createAiWriter(config),
    ...createProjectReads(),
    webDistDir: createWebDist(),
    healthCacheMs: 0,
    ...options.deps,
  };
  const app = await buildApp(deps, { routes: options.routes ?? [] });
  await options.configure?.(app);
  await app.ready();
  return {
    app,
    deps,
    database,
    logs: lines,
    async close() {
      await app.close();
      await deps.queue.stop();
      await database.drop();
    },
  };
}
