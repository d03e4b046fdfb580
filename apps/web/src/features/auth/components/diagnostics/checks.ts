import type { ApiClient } from '@/lib/api-client';
import { getGithubUrl } from '../../api/get-github-url';
import { getHealth } from '../../api/get-health';
import { readSession } from '../../api/get-session';
import type { Check } from './use-checks';

export function apiHealthCheck(client: ApiClient): Check {
  return {
    id: 'api-health',
    label: 'API health',
    request: 'GET /api/health',
    run: async (signal) => {
      const health = await getHealth(client, signal);
      return health.status === 'ok'
        ? { status: 'success', detail: 'The API and its database answer.' }
        : { status: 'failed', detail: `The API answers but its database is ${health.database}.` };
    },
  };
}

export function sessionRefreshCheck(client: ApiClient, signedIn: boolean): Check {
  return {
    id: 'session-refresh',
    label: 'Session refresh',
    request: 'GET /api/auth/session',
    run: async (signal) => {
      if (!signedIn)
        return { status: 'skipped', detail: 'Not signed in, so there is no session to refresh.' };
      const session = await readSession(client, signal);
      return session
        ? { status: 'success', detail: `The session is valid for ${session.user.email}.` }
        : {
            status: 'failed',
            detail: 'The server no longer accepts this session (HTTP 401). Sign in again.',
          };
    },
  };
}

export function githubSignInCheck(client: ApiClient): Check {
  return {
    id: 'github-sign-in',
    label: 'GitHub sign-in configured',
    request: 'GET /api/auth/github',
    run: async (signal) => {
      const answer = await getGithubUrl(client, 'signin', signal);
      if (answer.error !== undefined) return { status: 'failed', detail: answer.error };
      return {
        status: 'success',
        detail: `Sign-in goes to ${new URL(answer.url, window.location.origin).host}.`,
      };
    },
  };
}
