import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configPath,
  normalizeUrl,
  readConfig,
  removeConfig,
  resolveCredentials,
  writeConfig,
} from '../src/config';
import { CliError } from '../src/errors';

const TOKEN = `shp_${'a'.repeat(43)}`;

describe('the stored configuration', () => {
  let home: string;
  let env: Record<string, string>;
  beforeEach(() => {
    home = mkdtempSync(join(tmpdir(), 'shiplog-cli-config-'));
    env = { XDG_CONFIG_HOME: home };
  });
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  it('lives under the config directory and is readable by its owner only', () => {
    const path = writeConfig({ url: 'http://localhost:3000', token: TOKEN }, env);
    expect(path).toBe(join(home, 'shiplog', 'config.json'));
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(home, 'shiplog')).mode & 0o777).toBe(0o700);
    expect(readConfig(env)).toEqual({ url: 'http://localhost:3000', token: TOKEN });
  });

  it('tightens a file that was readable by others when it writes it again', () => {
    mkdirSync(join(home, 'shiplog'));
    writeFileSync(configPath(env), '{}', { mode: 0o644 });
    writeConfig({ url: 'http://localhost:3000', token: TOKEN }, env);
    expect(statSync(configPath(env)).mode & 0o777).toBe(0o600);
  });

  it('says so when the file is not a configuration, and forgets it on logout', () => {
    mkdirSync(join(home, 'shiplog'));
    writeFileSync(configPath(env), 'not json');
    expect(() => readConfig(env)).toThrow(CliError);
    expect(removeConfig(env)).toBe(true);
    expect(removeConfig(env)).toBe(false);
    expect(readConfig(env)).toBeNull();
  });

  it('takes SHIPLOG_URL and SHIPLOG_TOKEN over what is stored, and asks to log in without a token', () => {
    expect(() => resolveCredentials(env)).toThrow('Not logged in');
    writeConfig({ url: 'https://ship.example.com', token: TOKEN }, env);
    expect(resolveCredentials(env)).toEqual({ url: 'https://ship.example.com', token: TOKEN });
    const other = `shp_${'b'.repeat(43)}`;
    expect(
      resolveCredentials({ ...env, SHIPLOG_URL: 'http://127.0.0.1:4000/', SHIPLOG_TOKEN: other }),
    ).toEqual({
      url: 'http://127.0.0.1:4000',
      token: other,
    });
    expect(readFileSync(configPath(env), 'utf8')).toContain(TOKEN);
  });
});

describe('normalizeUrl', () => {
  it('keeps the origin and path without a trailing slash or /api', () => {
    expect(normalizeUrl('http://localhost:3000/')).toBe('http://localhost:3000');
    expect(normalizeUrl(' https://ship.example.com/api/ ')).toBe('https://ship.example.com');
    expect(normalizeUrl('https://example.com/shiplog/')).toBe('https://example.com/shiplog');
  });

  it('refuses what is not an http(s) address', () => {
    expect(() => normalizeUrl('localhost:3000')).toThrow(CliError);
    expect(() => normalizeUrl('ftp://example.com')).toThrow('not an http(s) address');
  });
});
