import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { JoinWaitlistButton } from './join-waitlist-button';
import { useAccount } from './use-account';
import { UserMenu } from './user-menu';

/** Right side of the header: the user menu when signed in, the waitlist and sign-in links otherwise. */
export function HeaderActions() {
  const { isPending, user, signOut } = useAccount();
  if (isPending) return <Skeleton className="h-8 w-32 rounded-md" />;
  if (user) return <UserMenu user={user} onSignOut={signOut} />;
  return (
    <>
      <JoinWaitlistButton size="sm" />
      <Button asChild size="sm" variant="ghost">
        <Link to={paths.login}>Auth</Link>
      </Button>
    </>
  );
}
