import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@shiplog/contract';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';
import { CurrentSessionProvider } from '@/lib/session';

/** Spinner while the session loads, the page when signed in, otherwise /login (the page it came from in state). */
export function ProtectedRoute() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner label="Loading" />;
  if (!session) {
    // An OAuth redirect that lands here signed out (a /dashboard?code=) finishes on the callback screen.
    const search = new URLSearchParams(location.search);
    if (search.has('code') || search.has('error')) {
      return <Navigate to={{ pathname: paths.authCallback, search: location.search }} replace />;
    }
    return <Navigate to={paths.login} replace state={{ from: location }} />;
  }
  return (
    <CurrentSessionProvider session={session}>
      <Outlet />
    </CurrentSessionProvider>
  );
}
