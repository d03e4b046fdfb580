import { githubUrlResponseSchema, paths } from '@shiplog/contract';
import { isApiError, type ApiClient } from '@/lib/api-client';

export type ConnectUrl = { url: string; error?: undefined } | { error: string; url?: undefined };

/** Where GitHub sends the browser back after connecting: the settings page, which says it worked. */
export const CONNECTED_PARAM = 'connected';
export const connectedRedirectUrl = () =>
  `${window.location.origin}${paths.settings}?${CONNECTED_PARAM}=github`;

/**
 * GET /api/auth/github?mode=connect: GitHub's authorize page with the repo scope, or why not.
 * (A failed connection lands on the GitHub callback screen with `?error=`.)
 */
export async function getConnectUrl(client: ApiClient, signal?: AbortSignal): Promise<ConnectUrl> {
  try {
    return await client.get('/auth/github', {
      query: { mode: 'connect', redirect_url: connectedRedirectUrl() },
      schema: githubUrlResponseSchema,
      signal,
    });
  } catch (error) {
    if (isApiError(error) && (error.status === 501 || error.status === 503)) return { error: error.message };
    throw error;
  }
}

export const connectUrlQueryKey = ['account', 'github-connect-url'] as const;
