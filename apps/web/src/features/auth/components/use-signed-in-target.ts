import { useLocation } from 'react-router';
import { paths, RETURN_PARAM, safeReturnPath } from '@shiplog/contract';

/**
 * Where a visitor goes once signed in: the page named by `?next=` (a reader who signed in to
 * like, comment or follow goes back there; only a path on this site), else the protected page
 * that sent them to sign in (the protected route puts it in the location state), else the
 * dashboard.
 */
export function useSignedInTarget(): string {
  const { search, state } = useLocation() as {
    search: string;
    state: { from?: { pathname?: string; search?: string } } | null;
  };
  const next = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
  if (next) return next;
  const from = state?.from;
  const back = from?.pathname ? safeReturnPath(`${from.pathname}${from.search ?? ''}`) : null;
  return back ?? paths.dashboard;
}
