import { authEndpoints, type EndpointQuery } from '@shiplog/contract';
import type { ApiClient } from './api-client';
import { isApiError } from './api-error';
import { callEndpoint } from './call-endpoint';

/** `url` to send the browser to, or `error` when the server cannot offer GitHub. */
export type GithubUrl = { url: string; error?: undefined } | { error: string; url?: undefined };

export type GithubUrlQuery = EndpointQuery<typeof authEndpoints.getGithubUrl>;

/**
 * GET /api/auth/github: GitHub's authorize page, to sign in (`mode: 'signin'`) or to connect an
 * account (`mode: 'connect'`, with the repo scope). A server without a GitHub app answers
 * `{ error }` (or 501/503 with the reason); other failures reject.
 */
export async function fetchGithubUrl(
  client: ApiClient,
  query: GithubUrlQuery,
  signal?: AbortSignal,
): Promise<GithubUrl> {
  try {
    return await callEndpoint(client, authEndpoints.getGithubUrl, { query }, { signal });
  } catch (error) {
    if (isApiError(error) && (error.status === 501 || error.status === 503) && error.message) {
      return { error: error.message };
    }
    throw error;
  }
}
