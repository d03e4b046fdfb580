import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../src/main';

const home = mkdtempSync(join(tmpdir(), 'shiplog-cli-main-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** Runs the command line in-process with its own stdout, stderr and (empty) configuration. */
async function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const sink = (write: (text: string) => void) =>
    new Writable({
      write(chunk, _encoding, done) {
        write(String(chunk));
        done();
      },
    });
  const code = await main(argv, {
    stdout: sink((text) => (stdout += text)),
    stderr: sink((text) => (stderr += text)),
    env: { XDG_CONFIG_HOME: home },
    cwd: home,
  });
  return { code, stdout, stderr };
}

describe('the command line', () => {
  it('prints its usage with --help (0) and without a command (2)', async () => {
    const help = await run('--help');
    expect([help.code, help.stderr]).toEqual([0, '']);
    for (const command of ['login', 'status', 'post', 'drafts', 'publish', 'logout'])
      expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    const none = await run();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: shiplog <command>');
    // Versioned with the server that serves it (/cli/shiplog.tgz).
    const server = JSON.parse(
      readFileSync(new URL('../../../apps/server/package.json', import.meta.url), 'utf8'),
    );
    expect((await run('--version')).stdout).toBe(`${server.version}\n`);
    const post = await run('post', '--help');
    expect([post.code, post.stdout.split('\n')[0]]).toEqual([
      0,
      expect.stringMatching(/^Usage: shiplog post/),
    ]);
  });

  it('answers 2 with one line for an unknown command, option or a missing argument', async () => {
    for (const argv of [
      ['deploy'],
      ['status', '--verbose'],
      ['publish'],
      ['drafts', 'extra'],
      ['login', '--url'],
    ]) {
      const res = await run(...argv);
      expect([argv, res.code, res.stdout]).toEqual([argv, 2, '']);
      expect(res.stderr).toMatch(/^shiplog: .+\nRun shiplog --help for usage\.\n$/);
    }
    const badTone = await run('post', '--tone', 'angry');
    expect(badTone.code).toBe(2);
    expect(badTone.stderr).toContain('--tone must be one of technical, professional, casual');
  });

  it('answers 1 when not logged in, as JSON on stderr with --json', async () => {
    const text = await run('status');
    expect([text.code, text.stderr]).toEqual([
      1,
      'shiplog: Not logged in. Run shiplog login (or set SHIPLOG_TOKEN).\n',
    ]);
    const json = await run('drafts', '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stderr)).toEqual({
      error: { code: 'NOT_LOGGED_IN', message: 'Not logged in. Run shiplog login (or set SHIPLOG_TOKEN).' },
    });
    const usage = await run('nope', '--json');
    expect([usage.code, JSON.parse(usage.stderr).error.code]).toEqual([2, 'USAGE']);
  });

  it('refuses to log in with something that is not a personal API token, before asking any server', async () => {
    const res = await run('login', '--url', 'http://127.0.0.1:1', '--token', 'session-token');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('That is not a personal API token: they start with shp_.');
  });

  it('says which server it could not reach', async () => {
    // A port that was free a moment ago: nothing listens there.
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    const url = `http://127.0.0.1:${port}`;
    const res = await run('login', '--url', url, '--token', `shp_${'a'.repeat(43)}`);
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      `shiplog: Could not reach ${url} (connection refused). Is Shiplog running there?\n`,
    );
  });

  it('reads git: not a repository is a one-line error', async () => {
    const res = await run('post');
    expect(res.code).toBe(1);
    expect(res.stderr).toBe('shiplog: This is not a git repository: run shiplog post inside your project.\n');
  });
});
