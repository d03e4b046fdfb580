import { execFile } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiToken } from '@shiplog/contract';
import { runToEnd } from './support/processes';
import { buildIfStale } from '../../../packages/cli/build.mjs';
import { registerCliPackage } from '../src/plugins/cli-package';
import { registerErrorHandler } from '../src/plugins/error-handler';
import {
  call,
  createTestApp,
  freePort,
  scratchDir,
  signUpConfirmed,
  type SignedIn,
  type TestApp,
} from './support';

const run = promisify(execFile);
const serverVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
const repositoryRoot = realpathSync(new URL('../../..', import.meta.url));

/**
 * The shiplog command as a user outside this repository gets it: npm installs the package the
 * running app serves at /cli/shiplog.tgz (over HTTP, with a registry that does not answer, so
 * nothing else may be needed) into an empty folder, and the installed command, with only Node on
 * its PATH, logs in to the app and reads from it.
 */
describe('the shiplog command, installed from the server', () => {
  let t: TestApp;
  let url: string;
  let mona: SignedIn;

  beforeAll(async () => {
    await buildIfStale();
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    mona = await signUpConfirmed(t, 'mona@example.test');
  }, 120_000);
  afterAll(() => t?.close());

  it('serves the package as gzip, versioned with the server, revalidated by its ETag', async () => {
    const res = await fetch(`${url}/cli/shiplog.tgz`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="shiplog-${serverVersion}.tgz"`,
    );
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const tarball = join(scratchDir('cli-tarball'), 'shiplog.tgz');
    writeFileSync(tarball, Buffer.from(await res.arrayBuffer()));
    const { stdout } = await run('tar', ['-xzOf', tarball, 'package/package.json']);
    const manifest = JSON.parse(stdout) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'shiplog',
      version: serverVersion,
      bin: { shiplog: 'bin/shiplog.js' },
    });
    expect(manifest.dependencies).toBeUndefined();

    const again = await fetch(`${url}/cli/shiplog.tgz`, { headers: { 'if-none-match': etag! } });
    expect([again.status, again.headers.get('etag')]).toEqual([304, etag]);
    const head = await fetch(`${url}/cli/shiplog.tgz`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type')]).toEqual([200, 'application/gzip']);
  });

  it('installs with npm into an empty folder outside the repository and runs against the app', async () => {
    const home = scratchDir('cli-install');
    expect(home.startsWith(repositoryRoot)).toBe(false);
    const prefix = join(home, 'global');
    const npmrc = join(home, '.npmrc');
    writeFileSync(npmrc, '');
    // A registry that refuses connections: the install must need nothing from one.
    const registry = `http://127.0.0.1:${await freePort()}/`;
    const env = { PATH: process.env.PATH!, HOME: home, npm_config_userconfig: npmrc };
    await run(
      'npm',
      [
        'install',
        '-g',
        '--prefix',
        prefix,
        '--registry',
        registry,
        '--cache',
        join(home, 'npm-cache'),
      ].concat(['--no-audit', '--no-fund', '--no-update-notifier', `${url}/cli/shiplog.tgz`]),
      { cwd: home, env, timeout: 90_000 },
    );
    const bin = join(prefix, 'bin', 'shiplog');
    expect(existsSync(bin)).toBe(true);
    expect(existsSync(join(prefix, 'lib', 'node_modules', 'shiplog', 'node_modules'))).toBe(false);

    // Only Node on the PATH: no npm, no git, nothing of this repository.
    const shiplog = (args: string[], input = '') =>
      runToEnd(bin, args, {
        cwd: home,
        env: { PATH: dirname(process.execPath), HOME: home, XDG_CONFIG_HOME: join(home, 'config') },
        input,
      });

    expect(await shiplog(['--version'])).toEqual({ code: 0, stdout: `${serverVersion}\n`, stderr: '' });
    const created = await call(t, 'POST', '/api/account/tokens', {
      as: mona,
      payload: { name: 'Laptop', scope: 'write', expires_in_days: 30 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json<CreatedApiToken>();
    const login = await shiplog(['login', '--url', url], `${token}\n`);
    expect([login.code, login.stderr]).toEqual([0, expect.any(String)]);
    expect(login.stdout).toContain(`Logged in to ${url} as`);
    const status = await shiplog(['status', '--json']);
    expect(status.code, status.stderr).toBe(0);
    expect(JSON.parse(status.stdout)).toMatchObject({
      url,
      user: { id: mona.userId },
      api_token: { name: 'Laptop', scope: 'write' },
      projects: [],
    });
    const drafts = await shiplog(['drafts']);
    expect([drafts.code, drafts.stdout]).toEqual([0, 'No drafts waiting.\n']);
  }, 120_000);

  it('answers 404 saying so when the server was started without building the package', async () => {
    const bare = Fastify();
    registerErrorHandler(bare);
    await registerCliPackage(bare, { file: join(scratchDir('cli-missing'), 'shiplog.tgz') });
    const res = await bare.inject({ method: 'GET', url: '/cli/shiplog.tgz' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'NOT_FOUND',
      message: expect.stringContaining('npm run build'),
    });
    await bare.close();
  });
});
