import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../../config';
import { cleanStrings } from '../../lib/clean-text';

export const GITHUB_SIGNIN_SCOPES = ['read:user', 'user:email'];
/** Connecting adds repository access to the sign-in scopes. */
export const GITHUB_CONNECT_EXTRA_SCOPES = ['repo'];

interface GithubUser {
  id: number;
  login: string;
  name: string | null;
  avatar_url: string | null;
}
interface GithubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}

async function githubGet<T>(apiUrl: string, path: string, token: string): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/vnd.github+json',
      'user-agent': 'Shiplog',
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`GitHub ${path} answered ${res.status}`);
  return cleanStrings(await res.json()) as T;
}

/**
 * GitHub through better-auth's generic OAuth plugin: the standard web flow under GITHUB_URL
 * (state bound to the browser, PKCE S256), the profile and verified primary email from
 * GITHUB_API_URL. Works against any GitHub-compatible server.
 */
export function githubProvider(config: Config, onProfile: (githubId: string, login: string) => void) {
  if (!config.GITHUB_CLIENT_ID) return null;
  return genericOAuth({
    config: [
      {
        providerId: 'github',
        name: 'GitHub',
        clientId: config.GITHUB_CLIENT_ID,
        clientSecret: config.GITHUB_CLIENT_SECRET,
        authorizationUrl: `${config.GITHUB_URL}/login/oauth/authorize`,
        tokenUrl: `${config.GITHUB_URL}/login/oauth/access_token`,
        scopes: GITHUB_SIGNIN_SCOPES,
        pkce: true,
        authentication: 'post',
        async getUserInfo(tokens) {
          const token = tokens.accessToken;
          if (!token) return null;
          const user = await githubGet<GithubUser>(config.GITHUB_API_URL, '/user', token);
          const emails = await githubGet<GithubEmail[]>(config.GITHUB_API_URL, '/user/emails', token);
          const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
          if (!primary) return null;
          onProfile(String(user.id), user.login);
          return {
            id: String(user.id),
            email: primary.email.toLowerCase(),
            emailVerified: true,
            name: user.name ?? user.login,
            image: user.avatar_url ?? undefined,
            login: user.login,
          };
        },
      },
    ],
  });
}
