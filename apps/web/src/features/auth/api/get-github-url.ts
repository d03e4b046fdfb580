import { queryOptions } from '@tanstack/react-query';
import { paths, RETURN_PARAM } from '@shiplog/contract';
import { type ApiClient } from '@/lib/api-client';
import { fetchGithubUrl, type GithubUrl } from '@/lib/github-url';

export type GithubMode = 'signin' | 'connect';

/**
 * Where GitHub sends the browser back to: the callback screen on this origin, carrying the page
 * to open once signed in (`next`, kept in the OAuth state by the server, which checks it).
 */
export function githubRedirectUrl(origin: string = window.location.origin, next?: string): string {
  const back = next ? `?${new URLSearchParams({ [RETURN_PARAM]: next })}` : '';
  return `${origin}${paths.githubCallback}${back}`;
}

/** GitHub's authorize page, coming back to the callback screen; or why GitHub cannot be used. */
export function getGithubUrl(
  client: ApiClient,
  mode: GithubMode,
  signal?: AbortSignal,
  next?: string,
): Promise<GithubUrl> {
  return fetchGithubUrl(client, { redirect_url: githubRedirectUrl(undefined, next), mode }, signal);
}

export function githubUrlQueryOptions(client: ApiClient, mode: GithubMode, next?: string) {
  return queryOptions({
    queryKey: ['auth', 'github-url', mode, next ?? null] as const,
    queryFn: ({ signal }) => getGithubUrl(client, mode, signal, next),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
