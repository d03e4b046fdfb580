import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@shiplog/contract';
import { PageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/api/get-session';

/** Spinner while the session loads, the page when signed in, otherwise /login (the page it came from in state). */
export function ProtectedRoute() {
  const { data: session, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageSpinner label="Loading" />;
  if (!session) return <Navigate to={paths.login} replace state={{ from: location }} />;
  return <Outlet />;
}
