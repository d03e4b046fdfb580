import {
  createServer,
  STATUS_CODES,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiDispatcher } from './github-api';
import { HookDeliverer } from './github-deliveries';
import { hookRoutes } from './github-hooks';
import { BadJson, DOCS, parseBody, readBody, send, type Reply } from './github-http';
import { accessToken, authorize, type OAuthState } from './github-oauth';
import { repoRoutes } from './github-repos';
import { normalizeScopes } from './github-scopes';
import type { FakeGithub, Fault, GithubServerOptions, RecordedRequest } from './github-fake';
import type { Urls } from './github-shapes';
import { GithubStore } from './github-store';
import { pausable } from './harness';

/**
 * A fake github.com + api.github.com on loopback, speaking the real protocol:
 * the OAuth web flow (with PKCE) under `webUrl` (GITHUB_URL) and the REST API
 * under `apiUrl` (GITHUB_API_URL = `${webUrl}/api/v3`, GitHub Enterprise's layout).
 */

export type * from './github-types';
export type { RateLimit } from './github-api';
export type { Delivery } from './github-deliveries';
export type { AuthorizationRecord, OAuthApp } from './github-oauth';
export type { FakeGithub, Fault, GithubServerOptions, RecordedRequest };

interface Pending<T> {
  prefix: string;
  method?: string;
  value: T;
  times: number;
}

function take<T>(queue: Pending<T>[], method: string, paths: string[]): T | undefined {
  const hit = (prefix: string, path: string) =>
    prefix.endsWith('$') ? path === prefix.slice(0, -1) : path.startsWith(prefix);
  const index = queue.findIndex(
    (p) => (!p.method || p.method.toUpperCase() === method) && paths.some((path) => hit(p.prefix, path)),
  );
  const found = queue[index];
  if (!found) return undefined;
  if (--found.times <= 0) queue.splice(index, 1);
  return found.value;
}

const API_PREFIX = '/api/v3';
/** A 1×1 PNG: every user's avatar. */
const AVATAR_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const page = (status: number, title: string): Reply => ({
  status,
  body: `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});

export async function createGithubServer(options: GithubServerOptions = {}): Promise<FakeGithub> {
  const store = new GithubStore();
  const oauth: OAuthState = {
    app: {
      clientId: options.clientId ?? 'Iv1.fakeclientid0001',
      clientSecret: options.clientSecret ?? 'fake-client-secret-0123456789abcdef01234567',
      ...(options.callbackUrl ? { callbackUrl: options.callbackUrl } : {}),
    },
    signedIn: null,
    denyNext: false,
    grantNext: null,
    authorizations: [],
  };
  const requests: RecordedRequest[] = [];
  const faults: Pending<Fault>[] = [];
  const delays: Pending<number>[] = [];
  const waits = pausable();
  const urls: Urls = { web: '', api: '' };
  const deliverer = new HookDeliverer(store, urls);
  deliverer.pingOnCreate = options.pingOnHookCreate ?? false;
  const api = new ApiDispatcher(
    store,
    urls,
    oauth,
    [...repoRoutes(store, urls), ...hookRoutes(store, urls, deliverer)],
    {
      authenticated: options.rateLimit ?? 5000,
      anonymous: options.anonymousRateLimit ?? 60,
    },
  );

  function web(
    method: string,
    path: string,
    query: URLSearchParams,
    body: unknown,
    headers: IncomingHttpHeaders,
  ) {
    if (path === '/login/oauth/authorize' && method === 'GET') return authorize(store, oauth, query);
    if (path === '/login/oauth/access_token' && method === 'POST') {
      return accessToken(store, oauth, query, body, headers);
    }
    // A user's avatar at github.com/{login}.png (GitHub redirects to its avatar host; a PNG here).
    const avatar = /^\/([^/]+)\.png$/.exec(path);
    if (method === 'GET' && avatar && store.user(decodeURIComponent(avatar[1]!)))
      return { status: 200, body: AVATAR_PNG, headers: { 'content-type': 'image/png' } };
    const [owner, name, kind, sha] = path.split('/').slice(1).map(decodeURIComponent);
    if (method === 'GET' && owner && !name && store.user(owner)) return page(200, owner);
    const repo = owner && name ? store.repo(`${owner}/${name}`) : undefined;
    if (method === 'GET' && repo && !repo.private) {
      if (!kind) return page(200, repo.full_name);
      if (kind === 'commit' && repo.commits.some((c) => c.sha === sha))
        return page(200, `${repo.full_name}@${sha}`);
    }
    return page(404, 'Page not found · GitHub');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = (req.method ?? 'GET').toUpperCase();
    const target = new URL(req.url ?? '/', urls.web);
    const isApi = target.pathname === API_PREFIX || target.pathname.startsWith(`${API_PREFIX}/`);
    const path = isApi ? target.pathname.slice(API_PREFIX.length) || '/' : target.pathname;
    const rawBody = await readBody(req);
    let body: unknown;
    try {
      body = parseBody(rawBody, req.headers['content-type']);
    } catch (error) {
      body = error instanceof BadJson ? error : rawBody;
    }
    requests.push({
      at: store.iso(),
      method,
      surface: isApi ? 'api' : 'web',
      path,
      url: req.url ?? '/',
      query: Object.fromEntries(target.searchParams),
      headers: req.headers,
      body: body instanceof BadJson ? rawBody : body,
      rawBody,
    });
    const paths = [path, target.pathname];
    const delay = take(delays, method, paths);
    if (delay !== undefined) await waits.pause(delay);
    const fault = take(faults, method, paths);
    if (fault) {
      const message = STATUS_CODES[fault.status] ?? 'Error';
      return send(res, {
        status: fault.status,
        body: fault.body ?? { message, documentation_url: DOCS, status: String(fault.status) },
        headers: fault.headers ?? {},
      });
    }
    const reply = isApi
      ? await api.handle({
          method,
          path,
          query: target.searchParams,
          headers: req.headers,
          body,
          ip: req.socket.remoteAddress ?? '127.0.0.1',
        })
      : web(method, path, target.searchParams, body, req.headers);
    send(res, reply, method === 'HEAD');
  }

  const server = createServer((req, res) => {
    res.on('error', () => {});
    handle(req, res).catch((error: unknown) => {
      send(res, { status: 500, body: { message: `fake GitHub failed: ${String(error)}` } });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  urls.web = `http://127.0.0.1:${port}`;
  urls.api = `${urls.web}${API_PREFIX}`;

  const copy = <T>(value: T): T => structuredClone(value);

  return {
    webUrl: urls.web,
    apiUrl: urls.api,
    app: oauth.app,
    requests,
    authorizations: oauth.authorizations,
    deliveries: deliverer.deliveries,
    addUser: (input) => store.addUser(input),
    user: (login) => store.user(login),
    signInAs(login) {
      if (login !== null) store.requireUser(login);
      oauth.signedIn = login;
    },
    denyNext() {
      oauth.denyNext = true;
    },
    grantNext(scopes) {
      oauth.grantNext = normalizeScopes(scopes);
    },
    createToken: (login, scopes = ['read:user', 'user:email']) =>
      store.issueToken(login, normalizeScopes(scopes), null).token,
    tokens: (login) =>
      [...store.tokens.values()]
        .filter((t) => login === undefined || t.login.toLowerCase() === login.toLowerCase())
        .map(copy),
    revokeToken(token) {
      const found = store.tokens.get(token);
      if (found) found.revoked = true;
    },
    revokeAllTokens(login) {
      for (const t of store.tokens.values())
        if (t.login.toLowerCase() === login.toLowerCase()) t.revoked = true;
    },
    addRepo: (login, input) => store.addRepo(login, input),
    repo: (fullName) => store.repo(fullName),
    addCommit: (fullName, input) => store.addCommit(fullName, input),
    hooks: (fullName) => store.requireRepo(fullName).hooks.map(copy),
    push: (fullName, commits, opts) => deliverer.push(store.requireRepo(fullName), commits, opts?.pusher),
    deliver: (fullName, event, payload) => deliverer.deliver(store.requireRepo(fullName), event, payload),
    ping(fullName, hookId) {
      const repo = store.requireRepo(fullName);
      const hook = repo.hooks.find((h) => h.id === hookId);
      if (!hook) throw new Error(`no hook ${hookId} on ${fullName}`);
      return deliverer.ping(repo, hook);
    },
    idle: () => deliverer.idle(),
    failNext(prefix, fault) {
      faults.push({ prefix, method: fault.method, value: fault, times: fault.times ?? 1 });
    },
    delayNext(prefix, ms, opts) {
      delays.push({ prefix, method: opts?.method, value: ms, times: 1 });
    },
    rateLimit: (login) => api.rateLimit({ login }),
    advanceClock: (ms) => store.advanceClock(ms),
    clearRequests() {
      requests.length = 0;
    },
    async close() {
      deliverer.close();
      waits.release();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
