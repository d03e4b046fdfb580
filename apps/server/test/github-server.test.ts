import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGithubServer, type FakeGithub } from '@shiplog/fakes';

const REDIRECT = 'http://127.0.0.1:3000/api/auth/callback/github';

let gh: FakeGithub;
beforeEach(async () => {
  gh = await createGithubServer({ clientId: 'client-1', clientSecret: 'secret-1' });
  gh.addUser({ login: 'octocat', id: 583231, name: 'The Octocat', email: 'octocat@github.com' });
});
afterEach(() => gh.close());

function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function authorize(params: Record<string, string>) {
  const query = new URLSearchParams({ client_id: 'client-1', redirect_uri: REDIRECT, ...params });
  const res = await fetch(`${gh.webUrl}/login/oauth/authorize?${query}`, { redirect: 'manual' });
  return { res, location: new URL(res.headers.get('location') ?? 'http://invalid/') };
}

/** The web flow up to the code: authorize with PKCE and the given scope. */
async function getCode(scope = 'read:user user:email', extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkcePair();
  const { location } = await authorize({
    scope,
    state: 'st-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return { code: location.searchParams.get('code')!, verifier };
}

async function exchange(params: Record<string, string>, accept = 'application/json') {
  const res = await fetch(`${gh.webUrl}/login/oauth/access_token`, {
    method: 'POST',
    headers: { accept, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: 'client-1',
      client_secret: 'secret-1',
      redirect_uri: REDIRECT,
      grant_type: 'authorization_code',
      ...params,
    }),
  });
  return res;
}

async function signIn(scope?: string) {
  const { code, verifier } = await getCode(scope);
  const body = (await (await exchange({ code, code_verifier: verifier })).json()) as { access_token: string };
  return body.access_token;
}

const api = (path: string, token?: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(path.startsWith('http') ? path : `${gh.apiUrl}${path}`, {
    ...init,
    headers: {
      accept: 'application/vnd.github+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });

const BAD_CODE = {
  error: 'bad_verification_code',
  error_description: 'The code passed is incorrect or expired.',
  error_uri:
    'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code',
};

describe('OAuth web flow', () => {
  it('runs authorize → token → /user → /user/emails with PKCE S256', async () => {
    const { verifier, challenge } = pkcePair();
    const { res, location } = await authorize({
      scope: 'read:user user:email',
      state: 'xyz',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      response_type: 'code',
    });
    expect(res.status).toBe(302);
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f]{20}$/);
    expect(gh.authorizations.at(-1)).toMatchObject({
      login: 'octocat',
      outcome: 'code',
      query: { code_challenge: challenge, code_challenge_method: 'S256', scope: 'read:user user:email' },
    });

    const tokenRes = await exchange({ code, code_verifier: verifier });
    expect(tokenRes.status).toBe(200);
    const token = (await tokenRes.json()) as Record<string, string>;
    expect(token).toEqual({
      access_token: expect.stringMatching(/^gho_[A-Za-z0-9]{36}$/),
      token_type: 'bearer',
      scope: 'read:user,user:email',
    });

    const userRes = await api('/user', token.access_token!);
    expect(userRes.status).toBe(200);
    expect(userRes.headers.get('x-oauth-scopes')).toBe('read:user, user:email');
    expect(userRes.headers.get('x-ratelimit-limit')).toBe('5000');
    expect(userRes.headers.get('x-ratelimit-remaining')).toBe('4999');
    expect(userRes.headers.get('x-ratelimit-used')).toBe('1');
    expect(Number(userRes.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    expect(userRes.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{64}"$/);
    expect(await userRes.json()).toMatchObject({
      login: 'octocat',
      id: 583231,
      node_id: 'MDQ6VXNlcjU4MzIzMQ==',
      avatar_url: 'https://avatars.githubusercontent.com/u/583231?v=4',
      html_url: `${gh.webUrl}/octocat`,
      url: `${gh.apiUrl}/users/octocat`,
      type: 'User',
      site_admin: false,
      name: 'The Octocat',
      email: 'octocat@github.com',
      public_repos: 0,
    });

    const emailsRes = await api('/user/emails', token.access_token!);
    expect(emailsRes.status).toBe(200);
    expect(await emailsRes.json()).toEqual([
      { email: 'octocat@github.com', primary: true, verified: true, visibility: 'public' },
      { email: '583231+octocat@users.noreply.github.com', primary: false, verified: true, visibility: null },
    ]);
  });

  it('answers form-encoded without Accept: application/json and takes JSON bodies', async () => {
    const first = await getCode('repo');
    const form = await exchange({ code: first.code, code_verifier: first.verifier }, '*/*');
    expect(form.headers.get('content-type')).toBe('application/x-www-form-urlencoded; charset=utf-8');
    const fields = new URLSearchParams(await form.text());
    expect(fields.get('access_token')).toMatch(/^gho_/);
    expect(fields.get('token_type')).toBe('bearer');
    expect(fields.get('scope')).toBe('repo');

    const second = await getCode('repo');
    const res = await fetch(`${gh.webUrl}/login/oauth/access_token`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: 'client-1',
        client_secret: 'secret-1',
        code: second.code,
        code_verifier: second.verifier,
      }),
    });
    expect(await res.json()).toMatchObject({ token_type: 'bearer', scope: 'repo' });
    expect(gh.requests.at(-1)).toMatchObject({
      method: 'POST',
      surface: 'web',
      path: '/login/oauth/access_token',
      body: { client_id: 'client-1', code: second.code },
    });
  });

  it('accepts a code once only and rejects expired codes, wrong verifiers and missing verifiers', async () => {
    const { code, verifier } = await getCode();
    expect((await (await exchange({ code, code_verifier: verifier })).json()) as object).toHaveProperty(
      'access_token',
    );
    const again = await exchange({ code, code_verifier: verifier });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(BAD_CODE);

    const wrong = await getCode();
    const other = pkcePair().verifier;
    expect(await (await exchange({ code: wrong.code, code_verifier: other })).json()).toEqual(BAD_CODE);
    expect(await (await exchange({ code: wrong.code })).json()).toEqual(BAD_CODE);

    const late = await getCode();
    gh.advanceClock(10 * 60_000 + 1000);
    expect(await (await exchange({ code: late.code, code_verifier: late.verifier })).json()).toEqual(
      BAD_CODE,
    );
    expect(await (await exchange({ code: 'deadbeefdeadbeefdead' })).json()).toEqual(BAD_CODE);
  });

  it('rejects a wrong client secret and a different redirect_uri the way GitHub does', async () => {
    const { code, verifier } = await getCode();
    const secret = await exchange({ code, code_verifier: verifier, client_secret: 'nope' });
    expect(secret.status).toBe(200);
    expect(await secret.json()).toEqual({
      error: 'incorrect_client_credentials',
      error_description: 'The client_id and/or client_secret passed are incorrect.',
      error_uri:
        'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials',
    });
    const redirect = await exchange({
      code,
      code_verifier: verifier,
      redirect_uri: 'http://127.0.0.1:3000/other',
    });
    expect(await redirect.json()).toMatchObject({ error: 'redirect_uri_mismatch' });
    // Neither failure used the code up.
    expect(await (await exchange({ code, code_verifier: verifier })).json()).toHaveProperty('access_token');

    const plain = await fetch(`${gh.webUrl}/login/oauth/access_token`, {
      method: 'POST',
      body: new URLSearchParams({ client_id: 'client-1', client_secret: 'bad', code: 'x' }),
    });
    expect(new URLSearchParams(await plain.text()).get('error')).toBe('incorrect_client_credentials');
  });

  it('redirects with access_denied after denyNext, then signs in again', async () => {
    gh.denyNext();
    const denied = await authorize({ scope: 'user:email', state: 's1' });
    expect(denied.res.status).toBe(302);
    expect(Object.fromEntries(denied.location.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The user has denied your application access.',
      error_uri:
        'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#access-denied',
      state: 's1',
    });
    const next = await authorize({ scope: 'user:email', state: 's2' });
    expect(next.location.searchParams.get('code')).toMatch(/^[0-9a-f]{20}$/);
  });

  it('validates client_id, registered callback URL and PKCE method; picks the signed-in user', async () => {
    const unknown = await fetch(
      `${gh.webUrl}/login/oauth/authorize?client_id=nope&redirect_uri=${REDIRECT}`,
      {
        redirect: 'manual',
      },
    );
    expect(unknown.status).toBe(404);

    const plainPkce = await authorize({
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'plain',
      state: 'p',
    });
    expect(plainPkce.location.searchParams.get('error')).toBe('invalid_request');

    gh.app.callbackUrl = 'http://127.0.0.1:3000/api/auth/callback';
    const sub = await authorize({ state: 's' });
    expect(sub.location.searchParams.get('code')).toBeTruthy();
    const foreign = await authorize({ redirect_uri: 'https://evil.example/cb', state: 's' });
    expect(foreign.location.origin + foreign.location.pathname).toBe(
      'http://127.0.0.1:3000/api/auth/callback',
    );
    expect(foreign.location.searchParams.get('error')).toBe('redirect_uri_mismatch');

    gh.addUser({ login: 'hubot', email: null });
    expect((await authorize({})).res.status).toBe(400); // two users, nobody signed in
    gh.signInAs('hubot');
    const asHubot = await getCode('user,user:email,gist,bogus');
    const token = await (await exchange({ code: asHubot.code, code_verifier: asHubot.verifier })).json();
    // GitHub drops unknown scopes and those implied by a broader one.
    expect(token).toMatchObject({ scope: 'user,gist' });
    const user = await (await api('/user', (token as { access_token: string }).access_token)).json();
    expect(user).toMatchObject({ login: 'hubot', email: null, total_private_repos: 0 });
    const override = await getCode('', { login: 'octocat' });
    expect(gh.authorizations.at(-1)).toMatchObject({ login: 'octocat', code: override.code });
  });
});

describe('REST authentication and caching', () => {
  it('enforces the user:email scope on /user/emails like GitHub (404 for OAuth tokens)', async () => {
    const narrow = await signIn('read:user');
    const res = await api('/user/emails', narrow);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-accepted-oauth-scopes')).toBe('user, user:email');
    expect(res.headers.get('x-oauth-scopes')).toBe('read:user');
    expect(await res.json()).toMatchObject({ message: 'Not Found' });
    expect((await api('/user/emails', gh.createToken('octocat', 'user'))).status).toBe(200);
  });

  it('answers 401 without, with unknown and with revoked credentials', async () => {
    const anonymous = await api('/user');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: 'Requires authentication' });
    const bad = await api('/user', 'gho_unknown');
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({
      message: 'Bad credentials',
      documentation_url: 'https://docs.github.com/rest',
      status: '401',
    });

    const token = await signIn();
    const other = gh.createToken('octocat');
    expect((await api('/user', undefined, { headers: { authorization: `token ${token}` } })).status).toBe(
      200,
    );
    gh.revokeToken(token);
    expect((await api('/user', token)).status).toBe(401);
    expect((await api('/user', other)).status).toBe(200);
    gh.revokeAllTokens('octocat');
    expect((await api('/user', other)).status).toBe(401);
  });

  it('answers 304 to a matching If-None-Match without using rate limit', async () => {
    const token = gh.createToken('octocat');
    const first = await api('/user', token);
    const etag = first.headers.get('etag')!;
    const cached = await api('/user', token, { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(etag);
    expect(await cached.text()).toBe('');
    expect(cached.headers.get('x-ratelimit-remaining')).toBe(first.headers.get('x-ratelimit-remaining'));
    expect(gh.rateLimit('octocat')).toMatchObject({ limit: 5000, used: 1, remaining: 4999 });

    gh.user('octocat')!.name = 'Mona';
    const changed = await api('/user', token, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers 403 once the rate limit is used up', async () => {
    await gh.close();
    gh = await createGithubServer({ rateLimit: 2 });
    gh.addUser({ login: 'octocat' });
    const token = gh.createToken('octocat');
    expect((await api('/user', token)).status).toBe(200);
    expect((await api('/user', token)).headers.get('x-ratelimit-remaining')).toBe('0');
    const limited = await api('/user', token);
    expect(limited.status).toBe(403);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(await limited.json()).toMatchObject({
      message: expect.stringMatching(/^API rate limit exceeded/),
    });
  });
});

describe('repositories and commits', () => {
  const names = ['delta', 'alpha', 'echo', 'charlie', 'bravo'];

  it('paginates /user/repos with a Link header exactly like GitHub', async () => {
    for (const name of names) gh.addRepo('octocat', { name, language: 'TypeScript', stargazers_count: 3 });
    const token = gh.createToken('octocat', 'repo');
    const first = await api('/user/repos?per_page=2', token);
    const base = `${gh.apiUrl}/user/repos`;
    expect(first.headers.get('link')).toBe(
      `<${base}?per_page=2&page=2>; rel="next", <${base}?per_page=2&page=3>; rel="last"`,
    );
    const repos = (await first.json()) as Record<string, unknown>[];
    expect(repos.map((r) => r.full_name)).toEqual(['octocat/alpha', 'octocat/bravo']);
    expect(repos[0]).toMatchObject({
      name: 'alpha',
      private: false,
      description: null,
      language: 'TypeScript',
      stargazers_count: 3,
      default_branch: 'main',
      owner: { login: 'octocat' },
      html_url: `${gh.webUrl}/octocat/alpha`,
      permissions: { admin: true, pull: true },
    });

    const second = await api('/user/repos?per_page=2&page=2', token);
    expect(second.headers.get('link')).toBe(
      `<${base}?per_page=2&page=1>; rel="prev", <${base}?per_page=2&page=3>; rel="next", ` +
        `<${base}?per_page=2&page=3>; rel="last", <${base}?per_page=2&page=1>; rel="first"`,
    );
    const last = await api('/user/repos?per_page=2&page=3', token);
    expect(last.headers.get('link')).toBe(
      `<${base}?per_page=2&page=2>; rel="prev", <${base}?per_page=2&page=1>; rel="first"`,
    );
    expect(((await last.json()) as unknown[]).length).toBe(1);
    expect((await api('/user/repos', token)).headers.get('link')).toBeNull();

    // Following rel="next" the way Octokit's paginate does collects everything once.
    const all: string[] = [];
    let url: string | undefined = `${gh.apiUrl}/user/repos?per_page=2&sort=full_name`;
    while (url) {
      const res = await api(url, token);
      all.push(...((await res.json()) as { name: string }[]).map((r) => r.name));
      url = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    }
    expect(all).toEqual([...names].sort());
  });

  it('shows private repositories only to their owner with the repo scope', async () => {
    gh.addRepo('octocat', { name: 'open' });
    gh.addRepo('octocat', { name: 'secret', private: true, description: 'shh' });
    gh.addUser({ login: 'hubot' });
    const list = async (token: string) =>
      ((await (await api('/user/repos', token)).json()) as { name: string }[]).map((r) => r.name);

    const publicOnly = gh.createToken('octocat', 'read:user');
    expect(await list(publicOnly)).toEqual(['open']);
    expect((await api('/repos/octocat/secret', publicOnly)).status).toBe(404);
    const full = gh.createToken('octocat', 'repo');
    expect(await list(full)).toEqual(['open', 'secret']);
    const repo = await api('/repos/octocat/secret', full);
    expect(await repo.json()).toMatchObject({ private: true, visibility: 'private', description: 'shh' });
    const stranger = gh.createToken('hubot', 'repo');
    expect((await api('/repos/octocat/secret', stranger)).status).toBe(404);
    expect((await api('/repos/octocat/open', stranger)).status).toBe(200);
    const missing = await api('/repos/octocat/nothing', full);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'Not Found' });
  });

  it('lists commits newest first in GitHub’s shape and paginates them', async () => {
    gh.addRepo('octocat', { name: 'app' });
    gh.addUser({
      login: 'hubot',
      emails: [{ email: 'hubot@example.com', primary: true, verified: true, visibility: 'private' }],
    });
    const token = gh.createToken('octocat', 'repo');
    expect((await api('/repos/octocat/app/commits', token)).status).toBe(409);
    const c1 = gh.addCommit('octocat/app', {
      message: 'feat: first',
      author: { name: 'Mona', email: 'octocat@github.com' },
      date: '2025-01-01T10:00:00Z',
      files: [{ filename: 'src/a.ts', additions: 10, deletions: 2, status: 'added' }],
    });
    gh.addCommit('octocat/app', {
      message: 'fix: second',
      author: { name: 'Hubot', email: 'hubot@example.com' },
      date: '2025-01-02T10:00:00Z',
    });
    gh.addCommit('octocat/app', {
      message: 'chore: third',
      author: { name: 'Stranger', email: 'who@nowhere.test' },
      date: '2025-01-03T10:00:00Z',
    });

    const res = await api('/repos/octocat/app/commits?per_page=2', token);
    const repoId = gh.repo('octocat/app')!.id;
    const base = `${gh.apiUrl}/repositories/${repoId}/commits`;
    expect(res.headers.get('link')).toBe(
      `<${base}?per_page=2&page=2>; rel="next", <${base}?per_page=2&page=2>; rel="last"`,
    );
    const commits = (await res.json()) as Record<string, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(commits.map((c) => c.commit.message)).toEqual(['chore: third', 'fix: second']);
    expect(commits[0]!.author).toBeNull();
    expect(commits[1]).toMatchObject({
      sha: expect.stringMatching(/^[0-9a-f]{40}$/),
      commit: { author: { name: 'Hubot', email: 'hubot@example.com', date: '2025-01-02T10:00:00Z' } },
      author: { login: 'hubot' },
    });
    const next = await api(`${base}?per_page=2&page=2`, token);
    expect(((await next.json()) as { sha: string }[]).map((c) => c.sha)).toEqual([c1.sha]);

    const fromFirst = await api(`/repos/octocat/app/commits?sha=${c1.sha}`, token);
    expect(((await fromFirst.json()) as unknown[]).length).toBe(1);
    const one = await api(`/repos/octocat/app/commits/${c1.sha.slice(0, 7)}`, token);
    expect(await one.json()).toMatchObject({
      sha: c1.sha,
      author: { login: 'octocat' },
      parents: [],
      stats: { total: 12, additions: 10, deletions: 2 },
      files: [{ filename: 'src/a.ts', status: 'added', additions: 10, deletions: 2, changes: 12 }],
    });
    const unknown = await api(`/repos/octocat/app/commits/${'f'.repeat(40)}`, token);
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({ message: `No commit found for SHA: ${'f'.repeat(40)}` });
  });
});

/** A webhook receiver on loopback that records what arrives. */
async function receiver(status = 200) {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/github`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('repository webhooks', () => {
  it('creates, reads, updates and deletes hooks for the owner only, masking the secret', async () => {
    gh.addRepo('octocat', { name: 'app' });
    gh.addUser({ login: 'hubot' });
    const token = gh.createToken('octocat', 'repo');
    const created = await api('/repos/octocat/app/hooks', token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        config: { url: 'http://127.0.0.1:9/hook', content_type: 'json', secret: 's3cret' },
      }),
    });
    expect(created.status).toBe(201);
    const hook = (await created.json()) as { id: number; url: string };
    expect(created.headers.get('location')).toBe(hook.url);
    expect(hook).toMatchObject({
      type: 'Repository',
      name: 'web',
      active: true,
      events: ['push'],
      config: { url: 'http://127.0.0.1:9/hook', content_type: 'json', insecure_ssl: '0', secret: '********' },
      last_response: { code: null, status: 'unused', message: null },
    });
    expect(gh.hooks('octocat/app')[0]!.config.secret).toBe('s3cret');

    const duplicate = await api('/repos/octocat/app/hooks', token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ config: { url: 'http://127.0.0.1:9/hook' } }),
    });
    expect(duplicate.status).toBe(422);
    const noUrl = await api('/repos/octocat/app/hooks', token, { method: 'POST', body: '{"config":{}}' });
    expect(noUrl.status).toBe(422);

    const stranger = gh.createToken('hubot', 'repo');
    expect((await api('/repos/octocat/app/hooks', stranger)).status).toBe(404);
    expect((await api('/repos/octocat/app/hooks', gh.createToken('octocat', 'read:user'))).status).toBe(404);

    const patched = await api(`/repos/octocat/app/hooks/${hook.id}`, token, {
      method: 'PATCH',
      body: JSON.stringify({ active: false, add_events: ['release'] }),
    });
    expect(await patched.json()).toMatchObject({ active: false, events: ['push', 'release'] });
    expect(gh.hooks('octocat/app')[0]!.config.secret).toBe('s3cret');
    const listed = (await (await api('/repos/octocat/app/hooks', token)).json()) as unknown[];
    expect(listed).toHaveLength(1);

    expect((await api(`/repos/octocat/app/hooks/${hook.id}`, stranger, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await api(`/repos/octocat/app/hooks/${hook.id}`, token, { method: 'DELETE' })).status).toBe(204);
    expect(gh.hooks('octocat/app')).toEqual([]);
    expect((await api(`/repos/octocat/app/hooks/${hook.id}`, token)).status).toBe(404);
  });

  it('delivers signed push events and records the answer', async () => {
    const sink = await receiver();
    try {
      gh.addRepo('octocat', { name: 'app' });
      const token = gh.createToken('octocat', 'admin:repo_hook');
      await api('/repos/octocat/app/hooks', token, {
        method: 'POST',
        body: JSON.stringify({
          config: { url: sink.url, content_type: 'json', secret: 'whsec' },
          events: ['push'],
        }),
      });
      const [delivery] = await gh.push('octocat/app', [
        { message: 'feat: ship it', author: { name: 'Mona', email: 'octocat@github.com' } },
      ]);
      expect(delivery).toMatchObject({ event: 'push', status: 200, responseBody: 'ok' });
      const got = sink.received[0]!;
      expect(got.headers).toMatchObject({
        'x-github-event': 'push',
        'content-type': 'application/json',
        'user-agent': expect.stringMatching(/^GitHub-Hookshot\//),
      });
      const expected = `sha256=${createHmac('sha256', 'whsec').update(got.body).digest('hex')}`;
      expect(got.headers['x-hub-signature-256']).toBe(expected);
      const payload = JSON.parse(got.body) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(payload).toMatchObject({
        ref: 'refs/heads/main',
        before: '0'.repeat(40),
        repository: { full_name: 'octocat/app' },
        head_commit: { message: 'feat: ship it', author: { username: 'octocat' } },
      });
      expect(payload.after).toBe(gh.repo('octocat/app')!.commits[0]!.sha);
      expect(gh.hooks('octocat/app')[0]!.last_response).toEqual({
        code: 200,
        status: 'active',
        message: 'OK',
      });
    } finally {
      await sink.close();
    }
  });
});

describe('fault injection and the request log', () => {
  it('fails the next matching request once with the given status, body and headers', async () => {
    const token = gh.createToken('octocat', 'repo');
    gh.failNext('/user/repos', { status: 502 });
    const failed = await api('/user/repos', token);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ message: 'Bad Gateway' });
    expect((await api('/user/repos', token)).status).toBe(200);

    gh.failNext('/user$', { status: 500 });
    expect((await api('/user/repos', token)).status).toBe(200);
    expect((await api('/user', token)).status).toBe(500);

    gh.failNext('/user', {
      status: 403,
      body: { message: 'API rate limit exceeded for user ID 583231.' },
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1700000000' },
    });
    const limited = await api('/user', token);
    expect(limited.status).toBe(403);
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await api('/user', token)).status).toBe(200);
  });

  it('delays the next matching request so clients can time out', async () => {
    const token = gh.createToken('octocat');
    gh.delayNext('/user', 1000);
    await expect(api('/user', token, { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    expect((await api('/user', token)).status).toBe(200);
  });

  it('records method, path, headers and body of what clients sent', async () => {
    const token = gh.createToken('octocat');
    gh.clearRequests();
    await api('/user?x=1', token, { headers: { 'x-github-api-version': '2022-11-28' } });
    expect(gh.requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        surface: 'api',
        path: '/user',
        url: '/api/v3/user?x=1',
        query: { x: '1' },
        headers: expect.objectContaining({ authorization: `Bearer ${token}` }),
        body: undefined,
      }),
    ]);
  });
});
