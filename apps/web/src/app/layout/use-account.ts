import { avatarUrl, displayName } from '@shiplog/contract';
import { useLogout } from '@/features/auth/api/logout';
import { useSession } from '@/features/auth/api/get-session';
import type { HeaderUser } from './user-menu';

/** The signed-in user as the header shows it, and the sign-out action. */
export function useAccount() {
  const session = useSession();
  const logout = useLogout();
  const account = session.data?.user;
  const user: HeaderUser | null = account
    ? { name: displayName(account), email: account.email, avatarUrl: avatarUrl(account) }
    : null;
  return {
    isPending: session.isPending,
    user,
    signOut: () => logout.mutate(),
    isSigningOut: logout.isPending,
  };
}
