import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CliError } from './errors';

export const DEFAULT_URL = 'http://localhost:3000';

/** What `shiplog login` stores: the server and a personal API token. */
export interface StoredConfig {
  url: string;
  token: string;
}

export type Env = Record<string, string | undefined>;

/** `$XDG_CONFIG_HOME/shiplog` (default `~/.config/shiplog`); `%APPDATA%\shiplog` on Windows. */
export function configDir(env: Env = process.env): string {
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'shiplog');
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'shiplog');
}

export const configPath = (env: Env = process.env) => join(configDir(env), 'config.json');

export function readConfig(env: Env = process.env): StoredConfig | null {
  let text: string;
  try {
    text = readFileSync(configPath(env), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new CliError(`Cannot read ${configPath(env)}: ${(error as Error).message}`);
  }
  try {
    const parsed = JSON.parse(text) as Partial<StoredConfig>;
    if (typeof parsed.url === 'string' && typeof parsed.token === 'string')
      return { url: parsed.url, token: parsed.token };
  } catch {
    // Reported below.
  }
  throw new CliError(`${configPath(env)} is not a shiplog configuration; run shiplog login again.`);
}

/** Writes the configuration readable by its owner only (directory 0700, file 0600). */
export function writeConfig(config: StoredConfig, env: Env = process.env): string {
  const dir = configDir(env);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const path = configPath(env);
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  // A file that existed keeps its mode through writeFileSync: set it either way.
  chmodSync(path, 0o600);
  return path;
}

export function removeConfig(env: Env = process.env): boolean {
  const path = configPath(env);
  try {
    rmSync(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** `https://shiplog.example.com/` → `https://shiplog.example.com`; anything but http(s) is refused. */
export function normalizeUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new CliError(`"${input}" is not a URL; give the address of your Shiplog, e.g. ${DEFAULT_URL}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new CliError(`"${input}" is not an http(s) address.`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '').replace(/\/api$/, '')}`;
}

/** The server and token commands use: SHIPLOG_URL and SHIPLOG_TOKEN, else what login stored. */
export function resolveCredentials(env: Env = process.env): StoredConfig {
  const stored = readConfig(env);
  const token = env.SHIPLOG_TOKEN || stored?.token;
  if (!token) throw new CliError('Not logged in. Run shiplog login (or set SHIPLOG_TOKEN).', 'NOT_LOGGED_IN');
  return { url: normalizeUrl(env.SHIPLOG_URL || stored?.url || DEFAULT_URL), token };
}
