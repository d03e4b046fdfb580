import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract/pages';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { JoinWaitlistButton } from './join-waitlist-button';
import { useAccount } from './use-account';

/** Radix's menu is fetched only for signed-in visitors: the landing page stays small. */
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

const pending = <Skeleton className="h-8 w-32 rounded-md" />;

/** Right side of the header: the user menu when signed in, the waitlist and sign-in links otherwise. */
export function HeaderActions() {
  const { isPending, user } = useAccount();
  if (isPending) return pending;
  if (user) {
    return (
      <Suspense fallback={pending}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <>
      <JoinWaitlistButton size="sm" />
      <Button asChild size="sm" variant="ghost">
        <Link to={paths.login}>Auth</Link>
      </Button>
    </>
  );
}
