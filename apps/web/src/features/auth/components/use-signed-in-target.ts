import { useLocation } from 'react-router';
import { paths } from '@shiplog/contract';

const authPages = new Set<string>([paths.login, paths.register, paths.authCallback, paths.githubCallback]);

/**
 * Where a visitor goes once signed in: the protected page that sent them to sign in (the
 * protected route puts it in the location state), else the dashboard.
 */
export function useSignedInTarget(): string {
  const { state } = useLocation() as { state: { from?: { pathname?: string; search?: string } } | null };
  const from = state?.from;
  if (!from?.pathname || authPages.has(from.pathname)) return paths.dashboard;
  return `${from.pathname}${from.search ?? ''}`;
}
