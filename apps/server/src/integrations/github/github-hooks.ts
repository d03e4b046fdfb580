import type { Octokit } from '@octokit/rest';
import { GithubRefusedError, githubStatus, toRefusalOrAppError } from './github-errors';
import type { GithubToken } from './github-token';
import type { HookSettings, RepoHook } from './index';

interface GithubHook {
  id: number;
  active?: boolean;
  events?: string[];
  config?: { url?: string };
}

const toRepoHook = (hook: GithubHook): RepoHook => ({
  id: hook.id,
  url: hook.config?.url ?? '',
  active: hook.active !== false,
  events: hook.events ?? [],
});

/** What a repository hook is made of: JSON deliveries, TLS checked, signed with the secret. */
const hookBody = (settings: HookSettings) => ({
  active: true,
  events: settings.events,
  config: { url: settings.url, content_type: 'json', insecure_ssl: '0', secret: settings.secret },
});

type AsUser = <T>(userId: string, work: (get: unknown, token: GithubToken) => Promise<T>) => Promise<T>;

interface HookCallsContext {
  octokit: Octokit;
  /** `/repos/{owner}/{repo}` under the API, or null for a name GitHub cannot have. */
  repoUrl(fullName: string): string | null;
  asUser: AsUser;
}

/**
 * Repository webhooks (`/repos/{owner}/{repo}/hooks`) with the user's token. GitHub answers
 * 404 to anyone without admin access, so refusals (403, 404, 422) are GithubRefusedErrors;
 * other failures are the client's usual AppErrors. Never cached.
 */
export function createHookCalls({ octokit, repoUrl, asUser }: HookCallsContext) {
  async function call<T>(
    userId: string,
    fullName: string,
    request: { method: string; path: string; data?: unknown },
    map: (data: unknown) => T,
    gone?: T,
  ): Promise<T> {
    return asUser(userId, async (_get, token) => {
      const base = repoUrl(fullName);
      if (!base) throw new GithubRefusedError(404);
      try {
        const res = await octokit.request({
          method: request.method,
          url: `${base}/hooks${request.path}`,
          headers: { authorization: `token ${token.token}` },
          ...(request.data === undefined ? {} : { data: request.data }),
        });
        return map(res.data);
      } catch (error) {
        if (gone !== undefined && githubStatus(error) === 404) return gone;
        throw toRefusalOrAppError(error);
      }
    });
  }

  return {
    listHooks: (userId: string, fullName: string) =>
      call(userId, fullName, { method: 'GET', path: '?per_page=100' }, (data) =>
        (data as GithubHook[]).map(toRepoHook),
      ),

    createHook: (userId: string, fullName: string, settings: HookSettings) =>
      call(
        userId,
        fullName,
        { method: 'POST', path: '', data: { name: 'web', ...hookBody(settings) } },
        (data) => toRepoHook(data as GithubHook),
      ),

    updateHook: (userId: string, fullName: string, hookId: number, settings: HookSettings) =>
      call<RepoHook | null>(
        userId,
        fullName,
        { method: 'PATCH', path: `/${hookId}`, data: hookBody(settings) },
        (data) => toRepoHook(data as GithubHook),
        null,
      ),

    deleteHook: (userId: string, fullName: string, hookId: number) =>
      call(userId, fullName, { method: 'DELETE', path: `/${hookId}` }, () => true, false),
  };
}
