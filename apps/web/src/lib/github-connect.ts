import type { User } from '@shiplog/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { type ApiClient } from './api-client';
import { useApiClient } from './api-context';
import { fetchGithubUrl, type GithubUrl } from './github-url';

export type ConnectUrl = GithubUrl;

export const CONNECT_FAILED = 'Failed to connect GitHub. Please try again.';

/** Marks the page GitHub sends the browser back to after connecting, so it can say it worked. */
export const CONNECTED_PARAM = 'connected';

/** `path` (which may carry its own query) on this origin, marked as back from connecting GitHub. */
export function connectedRedirectUrl(path: string, origin: string = window.location.origin): string {
  const url = new URL(path, origin);
  url.searchParams.set(CONNECTED_PARAM, 'github');
  return url.toString();
}

/**
 * GET /api/auth/github?mode=connect: GitHub's authorize page with the repo scope, or why not.
 * GitHub sends the browser back to `redirectPath`. (A failed connection lands on the GitHub
 * callback screen with `?error=`.)
 */
export function getConnectUrl(
  client: ApiClient,
  redirectPath: string,
  signal?: AbortSignal,
): Promise<ConnectUrl> {
  return fetchGithubUrl(
    client,
    { mode: 'connect', redirect_url: connectedRedirectUrl(redirectPath) },
    signal,
  );
}

export const connectUrlQueryKey = (redirectPath: string) => ['github-connect-url', redirectPath] as const;

/**
 * Starts connecting GitHub: `connect()` sends the browser to GitHub (it stays `connecting` while the
 * page unloads) or resolves with the reason it cannot.
 */
export function useConnectGithub(redirectPath: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState(false);

  async function connect(): Promise<string | null> {
    setConnecting(true);
    try {
      const answer = await queryClient.fetchQuery({
        queryKey: connectUrlQueryKey(redirectPath),
        queryFn: ({ signal }) => getConnectUrl(client, redirectPath, signal),
        staleTime: 0,
      });
      if (answer.url) {
        window.location.assign(answer.url);
        return null;
      }
      setConnecting(false);
      return answer.error ?? CONNECT_FAILED;
    } catch {
      setConnecting(false);
      return CONNECT_FAILED;
    }
  }

  return { connect, connecting };
}

/** Back from GitHub after connecting: say so once, and drop the marker from the address. */
export function useGithubConnectedNotice(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const connected = new URLSearchParams(search).get(CONNECTED_PARAM) === 'github';
  useEffect(() => {
    if (!connected) return;
    toast.success('GitHub connected', { id: 'github-connected' });
    const rest = new URLSearchParams(search);
    rest.delete(CONNECTED_PARAM);
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
  }, [connected, navigate, pathname, search]);
}

/**
 * Whether the account holds a GitHub token the server can use (the session's GitHub identity,
 * not waiting for a reconnect): without one, asking GitHub can only fail.
 */
export function isGithubConnected(user: Pick<User, 'identities'>): boolean {
  return user.identities.some((identity) => identity.provider === 'github' && !identity.reconnect_needed);
}
