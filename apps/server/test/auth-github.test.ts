import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages, GITHUB_SIGN_IN_FAILED } from '@shiplog/contract';
import { type FakeGithub } from '@shiplog/fakes';
import { CookieJar, createTestApp, nextAddress, signUpConfirmed, startGithubApp } from './support';
import type { TestApp } from './support';

const PUBLIC_URL = 'http://shiplog.test';
const CALLBACK_PAGE = `${PUBLIC_URL}/auth/github/callback`;

describe('GitHub sign-in and connect', () => {
  let github: FakeGithub;
  let t: TestApp;
  beforeAll(async () => {
    ({ github, t } = await startGithubApp({ PUBLIC_URL }));
  });
  afterAll(() => t?.close());

  /** Our /api/auth/github, GitHub's authorize page, then GitHub's redirect back to us. */
  async function runFlow(jar: CookieJar, mode: 'signin' | 'connect' = 'signin', redirectUrl = CALLBACK_PAGE) {
    const start = await t.app.inject({
      url: `/api/auth/github?mode=${mode}&redirect_url=${encodeURIComponent(redirectUrl)}`,
      headers: { cookie: jar.header },
    });
    expect(start.statusCode).toBe(200);
    jar.take(start.headers['set-cookie']);
    const authorize = await fetch(start.json().url, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/api/auth/provider/callback/github`);
    const callback = await t.app.inject({
      url: back.pathname + back.search,
      headers: { cookie: jar.header },
    });
    jar.take(callback.headers['set-cookie']);
    return { start, authorize, back, callback };
  }

  const session = (jar: CookieJar) =>
    t.app.inject({ url: '/api/auth/session', headers: { cookie: jar.header } });

  it('signs a new user in with GitHub, asking only for read:user and user:email', async () => {
    github.addUser({
      login: 'octocat',
      name: 'Mona Octocat',
      emails: [{ email: 'mona@github.test', primary: true, verified: true, visibility: 'public' }],
    });
    github.signInAs('octocat');
    const jar = new CookieJar();
    const { callback } = await runFlow(jar);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(CALLBACK_PAGE);
    const scope = github.authorizations.at(-1)!.query.scope ?? '';
    expect(scope.split(/[ ,]/).sort()).toEqual(['read:user', 'user:email']);
    expect(github.authorizations.at(-1)!.query.code_challenge_method).toBe('S256');

    const me = await session(jar);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: 'mona@github.test',
      app_metadata: { provider: 'github' },
      user_metadata: { name: 'Mona Octocat', user_name: 'octocat' },
    });
    // The provider token stays on the server, encrypted: none GitHub issued shows, nor any of its
    // shape (the session's own access_token is ours and random; it may start with "gh" by chance).
    const body = JSON.stringify(me.json());
    expect(github.tokens('octocat').length).toBeGreaterThan(0);
    for (const issued of github.tokens('octocat')) expect(body).not.toContain(issued.token);
    expect(body).not.toMatch(/gho_/);
  });

  it('refuses a replayed callback (state is single-use and bound to the browser)', async () => {
    github.signInAs('octocat');
    const jar = new CookieJar();
    const { back } = await runFlow(jar);
    const failed = `${CALLBACK_PAGE}?error=${GITHUB_SIGN_IN_FAILED}`;
    const replay = await t.app.inject({ url: back.pathname + back.search, headers: { cookie: jar.header } });
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe(failed);
    const stranger = await t.app.inject({ url: back.pathname + back.search });
    expect(stranger.headers.location).toBe(failed);
  });

  it("sends the page a plain failure when GitHub's code exchange fails, and logs the library's code", async () => {
    github.signInAs('octocat');
    github.failNext('/login/oauth/access_token', { status: 500 });
    const { callback } = await runFlow(new CookieJar());
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`${CALLBACK_PAGE}?error=${GITHUB_SIGN_IN_FAILED}`);
    const logged = t.logs.find((l) => l.msg === 'GitHub sign-in failed');
    expect(logged?.code).toMatch(/^[a-z_]+$/);
    expect(logged?.code).not.toBe(GITHUB_SIGN_IN_FAILED);
  });

  it("passes GitHub's own refusal (the user said no) to the page as it is", async () => {
    const jar = new CookieJar();
    const start = await t.app.inject({
      url: '/api/auth/github?mode=signin',
      headers: { cookie: jar.header },
    });
    jar.take(start.headers['set-cookie']);
    const state = new URL(start.json().url).searchParams.get('state')!;
    const back = await t.app.inject({
      url: `/api/auth/provider/callback/github?error=access_denied&state=${encodeURIComponent(state)}`,
      headers: { cookie: jar.header },
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toMatch(/[?&]error=access_denied/);
  });

  it('links GitHub to an account with the same verified email, and connects with the repo scope', async () => {
    const ada = await signUpConfirmed(t, 'ada@github.test');
    github.addUser({
      login: 'ada-l',
      emails: [{ email: 'ada@github.test', primary: true, verified: true, visibility: null }],
    });
    github.signInAs('ada-l');
    const jar = new CookieJar();
    await runFlow(jar);
    const me = (await session(jar)).json().user;
    expect(me.id).toBe(ada.userId);
    expect(me.identities.map((i: { provider: string }) => i.provider).sort()).toEqual(['email', 'github']);

    const bob = await signUpConfirmed(t, 'bob@github.test');
    github.addUser({
      login: 'bobby',
      emails: [{ email: 'bobby@elsewhere.test', primary: true, verified: true, visibility: null }],
    });
    github.signInAs('bobby');
    const bobCookieJar = new CookieJar();
    bobCookieJar.take(bob.cookie);
    await runFlow(bobCookieJar, 'connect');
    expect(github.authorizations.at(-1)!.query.scope).toContain('repo');
    const bobNow = (await t.app.inject({ url: '/api/auth/session', headers: bob.bearer })).json().user;
    expect(bobNow.identities.map((i: { provider: string }) => i.provider).sort()).toEqual([
      'email',
      'github',
    ]);
  });

  it('brings a reader back to the page they signed in from, through the OAuth state', async () => {
    github.addUser({
      login: 'reader',
      name: 'Rea Der',
      emails: [{ email: 'reader@github.test', primary: true, verified: true, visibility: 'public' }],
    });
    github.signInAs('reader');
    const jar = new CookieJar();
    const back = `${CALLBACK_PAGE}?next=${encodeURIComponent('/p/lamp/updates/u1?ref=like')}`;
    const { callback } = await runFlow(jar, 'signin', back);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(back);
    expect((await session(jar)).json().user.email).toBe('reader@github.test');
  });

  it('refuses a return path that leads to another site', async () => {
    for (const next of [
      '//evil.example/steal',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const redirect = `${CALLBACK_PAGE}?next=${encodeURIComponent(next)}`;
      const res = await t.app.inject({
        url: `/api/auth/github?redirect_url=${encodeURIComponent(redirect)}`,
      });
      expect(res.statusCode, next).toBe(400);
      expect(res.json().error.message).toBe('next must be a page of this site');
    }
  });

  it('says GitHub is offered without creating OAuth state', async () => {
    const res = await t.app.inject({ url: '/api/auth/providers' });
    expect(res.json()).toEqual({ email: true, github: { enabled: true } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses redirects to other sites and connect without a session', async () => {
    const evil = await t.app.inject({
      url: `/api/auth/github?redirect_url=${encodeURIComponent('https://evil.example/steal')}`,
    });
    expect(evil.statusCode).toBe(400);
    const connect = await t.app.inject({
      url: '/api/auth/github?mode=connect',
      remoteAddress: nextAddress(),
    });
    expect(connect.statusCode).toBe(401);
  });
});

describe('GitHub not configured', () => {
  it('says so instead of offering a broken button', async () => {
    const t = await createTestApp();
    const res = await t.app.inject({ url: '/api/auth/github?redirect_url=/auth/github/callback' });
    expect(res.json()).toEqual({ error: authMessages.githubNotConfigured });
    const providers = await t.app.inject({ url: '/api/auth/providers' });
    expect(providers.json()).toEqual({
      email: true,
      github: { enabled: false, error: authMessages.githubNotConfigured },
    });
    await t.close();
  });
});
