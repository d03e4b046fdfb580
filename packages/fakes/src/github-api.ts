import { randomBytes } from 'node:crypto';
import {
  BadJson,
  DOCS,
  etagMatches,
  githubEtagOf,
  json,
  githubNotFound,
  type ApiRequest,
  type Reply,
  type Route,
} from './github-http';
import type { OAuthState } from './github-oauth';
import { simpleUser, type Urls } from './github-shapes';
import type { GithubStore } from './github-store';
import type { FakeToken } from './github-types';

/** api.github.com's request pipeline: User-Agent, credentials, rate limits, ETags and common headers. */

export interface RateLimit {
  limit: number;
  remaining: number;
  /** Epoch seconds when the window resets. */
  reset: number;
  used: number;
}

interface Bucket {
  limit: number;
  used: number;
  reset: number;
}

const VERSIONS = new Set(['2022-11-28', '2026-03-10']);
const RATE_DOC = 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api';
const EXPOSE =
  'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, ' +
  'X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, ' +
  'X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset';

export interface RawApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  ip: string;
}

export class ApiDispatcher {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly store: GithubStore,
    private readonly urls: Urls,
    private readonly oauth: OAuthState,
    private readonly routes: Route[],
    private readonly limits: { authenticated: number; anonymous: number },
  ) {}

  /** The core rate limit of a user (by login) or of an anonymous client (by IP). */
  rateLimit(key: { login: string } | { ip: string }): RateLimit {
    const bucket = this.bucket('login' in key ? `user:${key.login.toLowerCase()}` : `ip:${key.ip}`);
    return {
      limit: bucket.limit,
      remaining: bucket.limit - bucket.used,
      reset: bucket.reset,
      used: bucket.used,
    };
  }

  private bucket(key: string): Bucket {
    const now = Math.floor(this.store.now() / 1000);
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.reset <= now) {
      const limit = key.startsWith('user:') ? this.limits.authenticated : this.limits.anonymous;
      bucket = { limit, used: 0, reset: now + 3600 };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  async handle(raw: RawApiRequest): Promise<Reply> {
    const requestId =
      `${randomBytes(2).toString('hex')}:${randomBytes(3).toString('hex')}:${randomBytes(4).toString('hex')}`.toUpperCase();
    const base: Record<string, string> = {
      server: 'github.com',
      'x-github-request-id': requestId,
      'x-github-media-type': 'github.v3; format=json',
      'x-github-api-version-selected': '2022-11-28',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': EXPOSE,
      'x-content-type-options': 'nosniff',
    };
    const finish = (reply: Reply, extra: Record<string, string> = {}): Reply => ({
      ...reply,
      headers: { ...base, ...extra, ...reply.headers },
    });

    if (!raw.headers['user-agent']) {
      return {
        status: 403,
        body:
          'Request forbidden by administrative rules. Please make sure your request has a User-Agent header ' +
          '(https://docs.github.com/en/rest/overview/resources-in-the-rest-api#user-agent-required).\n',
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      };
    }
    const version = raw.headers['x-github-api-version'];
    if (typeof version === 'string' && !VERSIONS.has(version)) {
      return finish(
        json(400, {
          message: `API version ${version} is not supported.`,
          documentation_url: DOCS,
          status: '400',
        }),
      );
    }
    let path = raw.path;
    const byId = /^\/repositories\/(\d+)(\/.*)?$/.exec(path);
    if (byId) {
      const repo = this.store.repoById(Number(byId[1]));
      if (!repo) return finish(githubNotFound());
      path = `/repos/${repo.full_name}${byId[2] ?? ''}`;
    }
    const apps = /^\/applications\/([^/]+)\/(token|grant)$/.exec(path);
    if (apps) return finish(this.applications(raw, apps[1]!, apps[2]!));

    const credentials = this.credentials(raw.headers.authorization);
    const anonymous = this.bucket(`ip:${raw.ip}`);
    const rateHeaders = (b: Bucket): Record<string, string> => ({
      'x-ratelimit-limit': String(b.limit),
      'x-ratelimit-remaining': String(Math.max(b.limit - b.used, 0)),
      'x-ratelimit-reset': String(b.reset),
      'x-ratelimit-used': String(b.used),
      'x-ratelimit-resource': 'core',
    });
    if (credentials === 'bad') {
      anonymous.used++;
      return finish(
        json(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' }),
        rateHeaders(anonymous),
      );
    }
    const token: FakeToken | null = credentials;
    const auth = token ? { login: token.login, scopes: token.scopes } : null;
    const bucket = token ? this.bucket(`user:${token.login.toLowerCase()}`) : anonymous;
    const authHeaders: Record<string, string> = token
      ? {
          'x-oauth-scopes': token.scopes.join(', '),
          ...(token.clientId ? { 'x-oauth-client-id': token.clientId } : {}),
        }
      : {};

    if (path === '/rate_limit' && raw.method === 'GET') {
      const core = this.rateLimit(token ? { login: token.login } : { ip: raw.ip });
      return finish(
        json(200, {
          resources: { core: { ...core, resource: 'core' } },
          rate: { ...core, resource: 'core' },
        }),
        {
          ...authHeaders,
          ...rateHeaders(bucket),
        },
      );
    }

    const found = this.routes
      .map((route) => ({ route, match: route.method === raw.method ? route.pattern.exec(path) : null }))
      .find((r) => r.match);
    if (!found) return finish(githubNotFound(), { ...authHeaders, ...rateHeaders(bucket) });
    const { route, match } = found;
    const headers = { ...authHeaders, 'x-accepted-oauth-scopes': route.accepted ?? '' };

    if (bucket.used >= bucket.limit) {
      const who = token ? `user ID ${this.store.requireUser(token.login).id}` : raw.ip;
      return finish(
        json(403, {
          message: `API rate limit exceeded for ${who}.`,
          documentation_url: RATE_DOC,
          status: '403',
        }),
        { ...headers, ...rateHeaders(bucket) },
      );
    }
    if (route.authenticated && !auth) {
      bucket.used++;
      return finish(
        json(401, {
          message: 'Requires authentication',
          documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          status: '401',
        }),
        { ...headers, ...rateHeaders(bucket) },
      );
    }
    if (raw.body instanceof BadJson) {
      bucket.used++;
      return finish(json(400, { message: 'Problems parsing JSON', documentation_url: DOCS, status: '400' }), {
        ...headers,
        ...rateHeaders(bucket),
      });
    }
    const req: ApiRequest = {
      method: raw.method,
      path,
      query: raw.query,
      body: raw.body,
      headers: raw.headers,
      auth,
    };
    const reply = await route.handler(req, match!.slice(1));
    const extra: Record<string, string> = { ...headers };
    if (raw.method === 'GET' && reply.status === 200) {
      const etag = githubEtagOf(
        JSON.stringify(reply.body),
        token ? `${token.login}:${token.scopes.join(',')}` : '',
      );
      Object.assign(extra, {
        etag,
        vary: 'Accept, Authorization, Cookie, X-GitHub-OTP',
        'cache-control': `${token ? 'private' : 'public'}, max-age=60, s-maxage=60`,
      });
      const ifNoneMatch = raw.headers['if-none-match'];
      if (etagMatches(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined, etag)) {
        // Conditional requests answered 304 do not count against the rate limit.
        return finish({ status: 304, headers: { etag } }, { ...extra, ...rateHeaders(bucket) });
      }
    }
    bucket.used++;
    return finish(reply, { ...extra, ...rateHeaders(bucket) });
  }

  /** `Bearer x`, `token x` or Basic with the token as password; null when absent, 'bad' when unusable. */
  private credentials(header: string | string[] | undefined): FakeToken | null | 'bad' {
    if (header === undefined) return null;
    const value = String(header);
    let token = /^(?:bearer|token)\s+(\S+)\s*$/i.exec(value)?.[1];
    const basic = /^basic\s+(\S+)$/i.exec(value)?.[1];
    if (basic) token = Buffer.from(basic, 'base64').toString('utf8').split(':').slice(1).join(':');
    const found = token ? this.store.tokens.get(token) : undefined;
    return found && !found.revoked ? found : 'bad';
  }

  /** DELETE/POST /applications/{client_id}/token and DELETE .../grant, authenticated as the OAuth app. */
  private applications(raw: RawApiRequest, clientId: string, kind: string): Reply {
    const { app } = this.oauth;
    const basic = /^basic\s+(\S+)$/i.exec(String(raw.headers.authorization ?? ''))?.[1];
    const [id, ...secret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
    if (clientId !== app.clientId || id !== app.clientId) return githubNotFound();
    if (secret.join(':') !== app.clientSecret) {
      return json(401, { message: 'Bad credentials', documentation_url: DOCS, status: '401' });
    }
    const body = (raw.body && typeof raw.body === 'object' ? raw.body : {}) as Record<string, unknown>;
    const token = this.store.tokens.get(String(body.access_token ?? ''));
    if (!token || token.revoked || token.clientId !== app.clientId) return githubNotFound();
    if (raw.method === 'DELETE') {
      for (const t of this.store.tokens.values()) {
        if (t === token || (kind === 'grant' && t.login === token.login && t.clientId === app.clientId))
          t.revoked = true;
      }
      return { status: 204 };
    }
    if (raw.method !== 'POST' || kind !== 'token') return githubNotFound();
    return json(200, {
      token: token.token,
      token_last_eight: token.token.slice(-8),
      scopes: token.scopes,
      app: { name: 'Shiplog (fake)', url: this.urls.web, client_id: app.clientId },
      note: null,
      note_url: null,
      created_at: token.createdAt,
      updated_at: token.createdAt,
      expires_at: null,
      fingerprint: null,
      user: simpleUser(this.urls, this.store.requireUser(token.login)),
    });
  }
}
