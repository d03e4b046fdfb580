import { avatarUrl, displayName } from '@shiplog/contract/constants';
import { useSession } from '@/features/auth/api/get-session';
import type { IdentityUser } from './user-identity';

/** The signed-in user as the header shows it (null when signed out). */
export function useAccount(): { isPending: boolean; user: IdentityUser | null } {
  const session = useSession();
  const account = session.data?.user;
  const user = account
    ? { id: account.id, name: displayName(account), email: account.email, avatarUrl: avatarUrl(account) }
    : null;
  return { isPending: session.isPending, user };
}
