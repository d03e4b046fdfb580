import { useLogout } from '@/features/auth/api/logout';
import { useSession } from '@/features/auth/api/get-session';
import { describeUser } from '@/features/auth/api/session';

/** The signed-in user as the header shows it, and the sign-out action. */
export function useAccount() {
  const session = useSession();
  const logout = useLogout();
  const user = session.data ? describeUser(session.data.user) : null;
  return {
    isPending: session.isPending,
    user,
    signOut: () => logout.mutate(),
    isSigningOut: logout.isPending,
  };
}
