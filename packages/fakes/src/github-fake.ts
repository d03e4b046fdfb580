import type { IncomingHttpHeaders } from 'node:http';
import type { RateLimit } from './github-api';
import type { Delivery } from './github-deliveries';
import type { AuthorizationRecord, OAuthApp } from './github-oauth';
import type {
  CommitInput,
  FakeCommit,
  FakeHook,
  FakeRepo,
  FakeToken,
  FakeUser,
  RepoInput,
  UserInput,
} from './github-types';

/** The public face of the fake GitHub: what tests configure and inspect (see github-server.ts). */

export interface GithubServerOptions {
  clientId?: string;
  clientSecret?: string;
  /** The OAuth app's registered callback URL; unset = any redirect_uri is accepted. */
  callbackUrl?: string;
  /** Core rate limit per user and hour (GitHub: 5000). */
  rateLimit?: number;
  /** Core rate limit per IP and hour without a token (GitHub: 60). */
  anonymousRateLimit?: number;
  /** Send a `ping` delivery when a hook is created, as GitHub does (default off: tests call `ping`). */
  pingOnHookCreate?: boolean;
}

export interface RecordedRequest {
  at: string;
  method: string;
  surface: 'web' | 'api';
  /** The path below webUrl or apiUrl: `/login/oauth/access_token`, `/user/repos`. */
  path: string;
  /** The request target as received, e.g. `/api/v3/user/repos?per_page=100`. */
  url: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON or form body, the raw text for other types, undefined when empty. */
  body: unknown;
  rawBody: string;
}

export interface Fault {
  status: number;
  /** An object is sent as JSON, a string as is; default `{ message, documentation_url, status }`. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Only requests with this method; default any. */
  method?: string;
  /** How many matching requests fail; default 1. */
  times?: number;
}

export interface FakeGithub {
  /** Use as GITHUB_URL, e.g. http://127.0.0.1:41234 */
  readonly webUrl: string;
  /** Use as GITHUB_API_URL: `${webUrl}/api/v3` */
  readonly apiUrl: string;
  /** The OAuth app; mutable (e.g. set `callbackUrl` once the app's port is known). */
  readonly app: OAuthApp;
  /** Every request received, oldest first. */
  readonly requests: RecordedRequest[];
  /** Every /login/oauth/authorize request with its query (scope, state, code_challenge…) and outcome. */
  readonly authorizations: AuthorizationRecord[];
  /** Every webhook delivery with the receiver's answer. */
  readonly deliveries: Delivery[];
  addUser(input: UserInput): FakeUser;
  user(login: string): FakeUser | undefined;
  /** Who "is signed in" on the authorize page; null = nobody (the only registered user is used when there is one). */
  signInAs(login: string | null): void;
  /** The next authorization is denied by the user: redirect with error=access_denied. */
  denyNext(): void;
  /** The next authorization grants exactly these scopes, whatever was asked (as a narrowed grant). */
  grantNext(scopes: string | string[]): void;
  /** Issues a token without the web flow; scopes as a list or a space/comma string. */
  createToken(login: string, scopes?: string | string[]): string;
  tokens(login?: string): FakeToken[];
  revokeToken(token: string): void;
  revokeAllTokens(login: string): void;
  /** Adds a repository owned by `login`; the returned object is live (edit it to change answers). */
  addRepo(login: string, input: RepoInput): FakeRepo;
  repo(fullName: string): FakeRepo | undefined;
  /** Puts a commit on top of the default branch (it becomes the newest). */
  addCommit(fullName: string, input: CommitInput): FakeCommit;
  /** The repository's hooks, secrets included (the API masks them). */
  hooks(fullName: string): FakeHook[];
  /** Adds the commits and delivers a `push` event to the repository's hooks. */
  push(fullName: string, commits: CommitInput[], options?: { pusher?: string }): Promise<Delivery[]>;
  /** Delivers any event to the active hooks subscribed to it (or to `*`). */
  deliver(fullName: string, event: string, payload: unknown): Promise<Delivery[]>;
  ping(fullName: string, hookId: number): Promise<Delivery[]>;
  /** Resolves when no delivery is under way. */
  idle(): Promise<void>;
  /**
   * The next request whose path (below webUrl/apiUrl, or as received) starts with `prefix`
   * gets `fault`; a prefix ending in `$` must match the whole path (`/user$` spares /user/repos).
   */
  failNext(prefix: string, fault: Fault): void;
  /** The next request whose path starts with `prefix` (same matching as failNext) is answered only after `ms`. */
  delayNext(prefix: string, ms: number, options?: { method?: string }): void;
  rateLimit(login: string): RateLimit;
  /** Moves the fake's clock (code expiry, rate-limit windows, timestamps). */
  advanceClock(ms: number): void;
  clearRequests(): void;
  close(): Promise<void>;
}
