import { queryOptions } from '@tanstack/react-query';
import { githubUrlResponseSchema, paths } from '@shiplog/contract';
import { type ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';

export type GithubMode = 'signin' | 'connect';

/** Where GitHub sends the browser back to: the callback screen on this origin. */
export function githubRedirectUrl(origin: string = window.location.origin): string {
  return `${origin}${paths.githubCallback}`;
}

/** `url` to send the browser to, or `error` when the server cannot offer GitHub sign-in. */
export type GithubUrl = { url: string; error?: undefined } | { error: string; url?: undefined };

/**
 * GET /api/auth/github. A server without a GitHub app answers `{ error }` (or 501/503 with the
 * reason); other failures reject.
 */
export async function getGithubUrl(
  client: ApiClient,
  mode: GithubMode,
  signal?: AbortSignal,
): Promise<GithubUrl> {
  try {
    return await client.get('/auth/github', {
      query: { redirect_url: githubRedirectUrl(), mode },
      schema: githubUrlResponseSchema,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 501 || error.status === 503) && error.message) {
      return { error: error.message };
    }
    throw error;
  }
}

export function githubUrlQueryOptions(client: ApiClient, mode: GithubMode) {
  return queryOptions({
    queryKey: ['auth', 'github-url', mode] as const,
    queryFn: ({ signal }) => getGithubUrl(client, mode, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
