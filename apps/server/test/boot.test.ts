import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  clonePostgresTemplate,
  emptyPostgresDatabase,
  engine,
  freePort,
  scratchDir,
  spawnServer,
  untilPrinted,
  waitUntilRunning,
} from './support';
import type { ServerProcess } from './support';

const runs: ServerProcess[] = [];
afterAll(() => runs.forEach((r) => r.child.kill('SIGKILL')));

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      GITHUB_URL: 'https://github.com',
      GITHUB_API_URL: 'https://api.github.com',
      AI_PROVIDER: 'builtin',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://ship.example/' }).PUBLIC_URL).toBe('https://ship.example');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://db/x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL with a host',
    ],
    [
      { PUBLIC_URL: 'localhost' },
      'Invalid configuration: PUBLIC_URL must be an http(s) URL (got "localhost")',
    ],
    [{ AI_PROVIDER: 'skynet' }, 'Invalid configuration: AI_PROVIDER'],
    [
      { DNS_SERVERS: 'resolver.example' },
      'Invalid configuration: DNS_SERVERS must be a comma-separated list of ip[:port]',
    ],
    [{ APP_SECRET: 'short' }, 'Invalid configuration: APP_SECRET must be at least 32 characters'],
  ])('refuses %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('never prints secrets it refuses', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/x' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL with a host$/,
    );
  });
});

describe.runIf(engine === 'pglite')('start-up as a process', () => {
  it('stops on a bad value with one line naming the variable and exit code 1', async () => {
    const bad = spawnServer({ PORT: 'abc', DATA_DIR: scratchDir('data') });
    runs.push(bad);
    expect(await bad.exited).toBe(1);
    expect(
      bad
        .stderr()
        .trim()
        .split('\n')
        .filter((l) => !l.includes('npm warn')),
    ).toEqual(['Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")']);
  });

  it('keeps one process per DATA_DIR, generates APP_SECRET once and keeps the data', async () => {
    const dataDir = scratchDir('data');
    const port = await freePort();
    const first = spawnServer({ PORT: String(port), DATA_DIR: dataDir });
    runs.push(first);
    // A first boot creates the embedded database: slow on a machine busy with the other tests.
    await waitUntilRunning(first, 100_000);
    const secret = readFileSync(join(dataDir, 'app-secret'), 'utf8');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const owner = readFileSync(join(dataDir, 'shiplog.lock'), 'utf8');
    expect(owner).toMatch(/^\d+$/);

    const second = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    runs.push(second);
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toContain(
      `DATA_DIR ${dataDir} is in use by another Shiplog process (pid ${owner})`,
    );

    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // A restart on the same directory reopens the same database and secret.
    const again = spawnServer({ PORT: String(port), DATA_DIR: dataDir });
    runs.push(again);
    await waitUntilRunning(again);
    expect(readFileSync(join(dataDir, 'app-secret'), 'utf8')).toBe(secret);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 200_000);

  it('refuses npm run worker on the embedded database', async () => {
    const worker = spawnServer({ DATA_DIR: scratchDir('data') }, 'worker');
    runs.push(worker);
    expect(await worker.exited).toBe(1);
    expect(worker.stderr()).toContain('npm run worker needs DATABASE_URL');
  });
});

describe.runIf(engine === 'postgres')('start-up on PostgreSQL', () => {
  it('runs the app and a separate worker process on one database', async () => {
    const port = await freePort();
    const database = await clonePostgresTemplate();
    const env = { DATABASE_URL: database.url, APP_SECRET: 'x'.repeat(40) };
    const app = spawnServer({
      ...env,
      PORT: String(port),
      DATA_DIR: scratchDir('data'),
      RUN_WORKERS: 'false',
    });
    const worker = spawnServer({ ...env, DATA_DIR: scratchDir('data') }, 'worker');
    runs.push(app, worker);
    await waitUntilRunning(app);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    await untilPrinted(worker, 'Shiplog workers are running', 30_000);
    expect(worker.stdout()).toContain('Shiplog workers are running');
    worker.child.kill('SIGTERM');
    app.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(await app.exited).toBe(0);
    await database.drop();
  }, 90_000);

  it('starts four processes at the same moment on an empty database, and all come up', async () => {
    const database = await emptyPostgresDatabase();
    const env = { DATABASE_URL: database.url, APP_SECRET: 'x'.repeat(40) };
    const dataDir = () => scratchDir('data');
    const ports = [await freePort(), await freePort()];
    // Two apps (with their workers) and two worker processes, as a first deployment starts them.
    const apps = ports.map((port) => spawnServer({ ...env, PORT: String(port), DATA_DIR: dataDir() }));
    const workers = [0, 1].map(() => spawnServer({ ...env, DATA_DIR: dataDir() }, 'worker'));
    runs.push(...apps, ...workers);
    await Promise.all([
      ...apps.map((app) => waitUntilRunning(app, 60_000)),
      ...workers.map((worker) => untilPrinted(worker, 'Shiplog workers are running', 60_000)),
    ]);
    for (const port of ports) expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    for (const run of [...apps, ...workers]) {
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    }
    await database.drop();
  }, 120_000);
});
