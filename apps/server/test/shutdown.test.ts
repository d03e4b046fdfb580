import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { pingDatabase } from '../src/db/client';
import { SHUTDOWN_TIMEOUT_MS, startRuntime } from '../src/runtime';
import {
  clonePostgresTemplate,
  createLogCapture,
  engine,
  freePort,
  migratedDataDir,
  scratchDir,
  until,
} from './support';

/** The probe route's work: it answers this long after the request arrived, on purpose. */
const SLOW_MS = 1_500;

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, stops workers and closes the database', async () => {
    const port = await freePort();
    const clone = engine === 'postgres' ? await clonePostgresTemplate() : null;
    const config = loadConfig({
      PORT: String(port),
      DATA_DIR: clone ? scratchDir('data') : await migratedDataDir(),
      ...(clone ? { DATABASE_URL: clone.url } : {}),
    });
    const { logger } = createLogCapture();
    let arrived!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const runtime = await startRuntime(config, logger, {
      http: true,
      workers: true,
      configure: (app) =>
        app.get('/api/probe/slow', async () => {
          arrived();
          // A request that takes a while on purpose: the shutdown must wait for it.
          await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
          return { done: true };
        }),
    });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const inFlight = fetch(`${base}/api/probe/slow`);
    await reached;
    const started = Date.now();
    const stopped = runtime.stop();
    await until(() => !runtime.app!.server.listening, 5_000, 'the server to stop listening');

    const late = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
      (r) => r.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await stopped;
    expect(Date.now() - started).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(await pingDatabase(runtime.deps.database, 500)).toBe(false);
    await clone?.drop();
  });
});
