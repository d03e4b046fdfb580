import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from './github-http';
import { normalizeScopes } from './github-scopes';
import type { GithubStore } from './github-store';

/** GitHub's OAuth web flow: /login/oauth/authorize and /login/oauth/access_token. */

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  /** The app's registered callback URL; unset = any redirect_uri is accepted. */
  callbackUrl?: string;
}

export interface AuthorizationRecord {
  at: string;
  query: Record<string, string>;
  login: string | null;
  scopes: string[];
  outcome: 'code' | 'denied' | 'error';
  code?: string;
  error?: string;
}

export interface OAuthState {
  app: OAuthApp;
  signedIn: string | null;
  denyNext: boolean;
  /** Scopes the next authorization grants whatever was asked; null = as asked. */
  grantNext: string[] | null;
  authorizations: AuthorizationRecord[];
}

const TROUBLESHOOT_AUTHORIZE =
  'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors';
const TROUBLESHOOT_TOKEN =
  'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors';

const TOKEN_ERRORS = {
  incorrect_client_credentials: [
    'The client_id and/or client_secret passed are incorrect.',
    `${TROUBLESHOOT_TOKEN}/#incorrect-client-credentials`,
  ],
  redirect_uri_mismatch: [
    'The redirect_uri MUST match the registered callback URL for this application.',
    `${TROUBLESHOOT_TOKEN}/#redirect-uri-mismatch2`,
  ],
  bad_verification_code: [
    'The code passed is incorrect or expired.',
    `${TROUBLESHOOT_TOKEN}/#bad-verification-code`,
  ],
  unsupported_grant_type: [
    'The grant type is not supported.',
    `${TROUBLESHOOT_TOKEN}/#unsupported-grant-type`,
  ],
} as const;

const html = (status: number, text: string): Reply => ({
  status,
  body: `<!DOCTYPE html><html><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});

const redirect = (target: URL, params: Record<string, string | undefined>): Reply => {
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) target.searchParams.set(key, value);
  return {
    status: 302,
    headers: { location: target.toString(), 'content-type': 'text/html; charset=utf-8' },
  };
};

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** GitHub's rule: same scheme and host (any port on loopback), and a path at or below the callback's. */
export function redirectAllowed(given: string, registered: string): boolean {
  let a: URL, b: URL;
  try {
    a = new URL(given);
    b = new URL(registered);
  } catch {
    return false;
  }
  if (a.protocol !== b.protocol || a.hostname !== b.hostname) return false;
  if (a.port !== b.port && !LOOPBACK.has(b.hostname)) return false;
  if (a.pathname.split('/').includes('..')) return false;
  const base = b.pathname.endsWith('/') ? b.pathname : `${b.pathname}/`;
  return a.pathname === b.pathname || a.pathname.startsWith(base);
}

export function authorize(store: GithubStore, oauth: OAuthState, query: URLSearchParams): Reply {
  const params = Object.fromEntries(query);
  const record = (r: Omit<AuthorizationRecord, 'at' | 'query'>) =>
    oauth.authorizations.push({ at: store.iso(), query: params, ...r });
  const state = params.state;
  if (params.client_id !== oauth.app.clientId) {
    record({ login: null, scopes: [], outcome: 'error', error: 'unknown client_id' });
    return html(404, 'Not Found');
  }
  const registered = oauth.app.callbackUrl;
  let target: URL;
  try {
    target = new URL(params.redirect_uri ?? registered ?? '');
  } catch {
    record({ login: null, scopes: [], outcome: 'error', error: 'no redirect_uri' });
    return html(400, 'redirect_uri is required: this fake OAuth app has no callback URL');
  }
  if (registered && params.redirect_uri && !redirectAllowed(params.redirect_uri, registered)) {
    record({ login: null, scopes: [], outcome: 'error', error: 'redirect_uri_mismatch' });
    return redirect(new URL(registered), {
      error: 'redirect_uri_mismatch',
      error_description: 'The redirect_uri MUST match the registered callback URL for this application.',
      error_uri: `${TROUBLESHOOT_AUTHORIZE}/#redirect-uri-mismatch`,
      state,
    });
  }
  const challenge = params.code_challenge;
  if (
    challenge !== undefined &&
    (params.code_challenge_method !== 'S256' || !/^[\w-]{43}$/.test(challenge))
  ) {
    record({ login: null, scopes: [], outcome: 'error', error: 'invalid_request' });
    return redirect(target, {
      error: 'invalid_request',
      error_description:
        'code_challenge must be 43 base64url characters and code_challenge_method must be S256.',
      error_uri: `${TROUBLESHOOT_AUTHORIZE}/#invalid-request`,
      state,
    });
  }
  if (oauth.denyNext) {
    oauth.denyNext = false;
    record({ login: null, scopes: [], outcome: 'denied', error: 'access_denied' });
    return redirect(target, {
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      error_uri: `${TROUBLESHOOT_AUTHORIZE}/#access-denied`,
      state,
    });
  }
  const only = store.users.size === 1 ? [...store.users.values()][0]!.login : null;
  const login = params.login ?? oauth.signedIn ?? only;
  const user = login ? store.user(login) : undefined;
  if (!user) {
    record({ login: login ?? null, scopes: [], outcome: 'error', error: 'no signed-in user' });
    return html(400, `No user to sign in as: call signInAs(login) or pass login= (got ${login ?? 'none'})`);
  }
  const scopes = oauth.grantNext ?? normalizeScopes(params.scope);
  oauth.grantNext = null;
  const code = store.issueCode({
    clientId: oauth.app.clientId,
    login: user.login,
    scopes,
    redirectUri: params.redirect_uri,
    codeChallenge: challenge,
  });
  record({ login: user.login, scopes, outcome: 'code', code: code.code });
  return redirect(target, { code: code.code, state });
}

/** The token endpoint answers in the format the Accept header asks for: JSON, XML or (default) a form. */
function tokenReply(accept: string | undefined, fields: Record<string, string>): Reply {
  const type = (accept ?? '').toLowerCase();
  if (type.includes('application/json')) return { status: 200, body: fields };
  if (type.includes('xml')) {
    const xml = Object.entries(fields)
      .map(([k, v]) => `<${k}>${v.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${k}>`)
      .join('');
    return {
      status: 200,
      body: `<OAuth>${xml}</OAuth>`,
      headers: { 'content-type': 'application/xml; charset=utf-8' },
    };
  }
  return {
    status: 200,
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  };
}

const pkceS256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function accessToken(
  store: GithubStore,
  oauth: OAuthState,
  query: URLSearchParams,
  body: unknown,
  headers: IncomingHttpHeaders,
): Reply {
  const params: Record<string, string> = { ...Object.fromEntries(query) };
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') params[k] = v;
  }
  const basic = /^Basic\s+(.+)$/i.exec(headers.authorization ?? '');
  if (basic) {
    const [id, ...secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    params.client_id ??= decodeURIComponent(id ?? '');
    params.client_secret ??= decodeURIComponent(secret.join(':'));
  }
  const fail = (error: keyof typeof TOKEN_ERRORS) =>
    tokenReply(headers.accept, {
      error,
      error_description: TOKEN_ERRORS[error][0],
      error_uri: TOKEN_ERRORS[error][1],
    });
  const { app } = oauth;
  if (params.client_id !== app.clientId || params.client_secret !== app.clientSecret) {
    return fail('incorrect_client_credentials');
  }
  if (params.grant_type !== undefined && params.grant_type !== 'authorization_code') {
    return fail('unsupported_grant_type');
  }
  const code = store.codes.get(params.code ?? '');
  if (!code || code.used || code.expiresAt <= store.now() || code.clientId !== params.client_id) {
    return fail('bad_verification_code');
  }
  const expectedRedirect = code.redirectUri ?? app.callbackUrl;
  if (params.redirect_uri !== undefined && expectedRedirect && params.redirect_uri !== expectedRedirect) {
    return fail('redirect_uri_mismatch');
  }
  if (code.codeChallenge !== undefined) {
    const verifier = params.code_verifier ?? '';
    if (!/^[\w.~-]{43,128}$/.test(verifier) || pkceS256(verifier) !== code.codeChallenge) {
      return fail('bad_verification_code');
    }
  }
  code.used = true;
  const token = store.issueToken(code.login, code.scopes, app.clientId);
  return tokenReply(headers.accept, {
    access_token: token.token,
    token_type: 'bearer',
    scope: token.scopes.join(','),
  });
}
