import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authMessages, GITHUB_SIGN_IN_FAILED, paths, RETURN_PARAM, safeReturnPath } from '@shiplog/contract';
import { isApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/api-context';
import { serverMessage } from '@/lib/server-message';
import { sessionQueryKey } from '@/lib/session';
import { useExchangeCode } from '../api/exchange-code';
import { readSession } from '../api/get-session';

/** How long 'Redirecting to dashboard...' shows before the dashboard opens. */
export const REDIRECT_DELAY_MS = 400;

export type CallbackState =
  | { status: 'working' }
  | { status: 'redirecting'; backToPage?: boolean }
  | { status: 'error'; message: string; detail?: string };

/** The message for a failed code exchange: GitHub's fixed one, else the server's. */
function exchangeFailure(error: unknown, github: boolean): string {
  if (isApiError(error) && error.code === 'INVALID_RESPONSE') return authMessages.sessionRetrievalFailed;
  if (github) return authMessages.githubExchangeFailed;
  return serverMessage(error) ?? authMessages.callbackFailed;
}

/**
 * The auth callback: `?error=` fails at once; `?code=` is exchanged for a session (the error
 * screen stays when that fails); without a code the session is refreshed and the visitor goes to
 * the dashboard, or to /login when there is none. Runs once per visit: codes are single-use.
 */
export function useAuthCallback(): CallbackState {
  // Back to the page the reader signed in from (`next`, only a path on this site), else the dashboard.
  const { pathname, search } = useLocation();
  const target = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? paths.dashboard;
  const navigate = useNavigate();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const exchange = useExchangeCode();
  const started = useRef(false);
  const [state, setState] = useState<CallbackState>(() => {
    const params = new URLSearchParams(search);
    const error = params.get('error');
    if (!error) return { status: 'working' };
    if (error === GITHUB_SIGN_IN_FAILED)
      return { status: 'error', message: authMessages.githubExchangeFailed };
    const detail = params.get('error_description') ?? undefined;
    return { status: 'error', message: `Authentication failed: ${error}`, detail };
  });

  useEffect(() => {
    if (started.current || state.status !== 'working') return;
    started.current = true;
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const github = pathname === paths.githubCallback;
    const redirect = () => setState({ status: 'redirecting' });
    async function run() {
      if (code) {
        try {
          await exchange.mutateAsync({ code, state: params.get('state') ?? undefined });
        } catch (error) {
          return setState({ status: 'error', message: exchangeFailure(error, github) });
        }
        return redirect();
      }
      const session = await readSession(client);
      queryClient.setQueryData(sessionQueryKey, session);
      if (session) return redirect();
      await navigate(paths.login, { replace: true });
    }
    run().catch(() => setState({ status: 'error', message: authMessages.callbackFailed }));
  }, [client, exchange, navigate, pathname, queryClient, search, state.status]);

  useEffect(() => {
    if (state.status !== 'redirecting') return;
    const timer = setTimeout(() => void navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, state.status, target]);

  return state.status === 'redirecting' ? { ...state, backToPage: target !== paths.dashboard } : state;
}
