import { queryOptions } from '@tanstack/react-query';
import { paths } from '@shiplog/contract';
import { type ApiClient } from '@/lib/api-client';
import { fetchGithubUrl, type GithubUrl } from '@/lib/github-url';

export type GithubMode = 'signin' | 'connect';

/** Where GitHub sends the browser back to: the callback screen on this origin. */
export function githubRedirectUrl(origin: string = window.location.origin): string {
  return `${origin}${paths.githubCallback}`;
}

/** GitHub's authorize page, coming back to the callback screen; or why GitHub cannot be used. */
export function getGithubUrl(client: ApiClient, mode: GithubMode, signal?: AbortSignal): Promise<GithubUrl> {
  return fetchGithubUrl(client, { redirect_url: githubRedirectUrl(), mode }, signal);
}

export function githubUrlQueryOptions(client: ApiClient, mode: GithubMode) {
  return queryOptions({
    queryKey: ['auth', 'github-url', mode] as const,
    queryFn: ({ signal }) => getGithubUrl(client, mode, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
