import { expect } from 'vitest';
import { createGithubServer, type FakeGithub } from '@shiplog/fakes';
import { type SignedIn, signUpConfirmed } from './accounts';
import { nextAddress } from './api';
import { createTestApp, type TestApp } from './app';

/** The environment that points the app at a fake GitHub (pass to createTestApp's `env`). */
export function githubEnv(github: FakeGithub): Record<string, string> {
  return {
    GITHUB_CLIENT_ID: github.app.clientId,
    GITHUB_CLIENT_SECRET: github.app.clientSecret,
    GITHUB_URL: github.webUrl,
    GITHUB_API_URL: github.apiUrl,
  };
}

/** A browser's cookies for our site. */
export class CookieJar {
  private cookies = new Map<string, string>();

  take(setCookie: string | string[] | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name!);
      else this.cookies.set(name!, value!);
    }
  }

  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Links GitHub account `login` (created on the fake when missing) to an already signed-in
 * email account through the real connect flow: our /api/auth/github?mode=connect with the
 * account's session cookie, the fake's authorize page, then GitHub's redirect back to us.
 * `scopes` narrows what the fake grants (default: what we ask, `repo` included).
 * Returns the GitHub token the app now holds for the user.
 */
export async function connectGithub(
  t: TestApp,
  github: FakeGithub,
  user: SignedIn,
  login: string,
  scopes?: string | string[],
): Promise<string> {
  if (!github.user(login)) github.addUser({ login });
  github.signInAs(login);
  if (scopes !== undefined) github.grantNext(scopes);
  const jar = new CookieJar();
  jar.take(user.cookie);
  const start = await t.app.inject({
    url: '/api/auth/github?mode=connect',
    headers: { cookie: jar.header },
    remoteAddress: nextAddress(),
  });
  expect(start.statusCode, start.body).toBe(200);
  jar.take(start.headers['set-cookie']);
  const authorize = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const back = new URL(authorize.headers.get('location')!);
  const callback = await t.app.inject({
    url: back.pathname + back.search,
    headers: { cookie: jar.header },
    remoteAddress: nextAddress(),
  });
  expect(callback.statusCode).toBe(302);
  expect(String(callback.headers.location)).not.toMatch(/[?&]error=/);
  const token = github.tokens(login).at(-1);
  expect(token, `a GitHub token issued to ${login}`).toBeDefined();
  return token!.token;
}

/** A confirmed email account (`<login>@github-user.test`) connected to GitHub account `login`. */
export async function signUpWithGithub(
  t: TestApp,
  github: FakeGithub,
  login: string,
  scopes?: string | string[],
): Promise<{ user: SignedIn; token: string }> {
  const user = await signUpConfirmed(t, `${login.toLowerCase()}@github-user.test`);
  return { user, token: await connectGithub(t, github, user, login, scopes) };
}

/**
 * A test app pointed at a fresh fake GitHub (`env` added to its environment). Closing the app
 * closes the fake too.
 */
export async function startGithubApp(
  env: Record<string, string> = {},
): Promise<{ github: FakeGithub; t: TestApp }> {
  const github = await createGithubServer();
  const t = await createTestApp({ env: { ...githubEnv(github), ...env } }).catch(async (error: unknown) => {
    await github.close();
    throw error;
  });
  const closeApp = t.close;
  t.close = async () => {
    await closeApp();
    await github.close();
  };
  return { github, t };
}
