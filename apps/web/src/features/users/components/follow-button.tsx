import { UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { signInPath, userMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useKnownSignedOut } from '@/lib/session';
import { useSetFollowing } from '../api/user-profile';

/**
 * Follow / Following for someone else. A visitor known to be signed out is asked to sign in
 * without a call that would fail; one whose session ended learns it from the 401.
 */
export function FollowButton({ userId, following }: { userId: string; following: boolean }) {
  const mutation = useSetFollowing(userId);
  const location = useLocation();
  const knownSignedOut = useKnownSignedOut();
  const [askedSignedOut, setAskedSignedOut] = useState(false);
  const error = mutation.error;
  const signedOut = askedSignedOut || (isApiError(error) && error.status === 401);
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        loading={mutation.isPending}
        onClick={() => (knownSignedOut ? setAskedSignedOut(true) : mutation.mutate(!following))}
      >
        {following ? (
          <UserCheck aria-hidden className="size-4" />
        ) : (
          <UserPlus aria-hidden className="size-4" />
        )}
        {following ? userMessages.following : userMessages.follow}
      </Button>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {signedOut ? (
          <Link
            to={signInPath(`${location.pathname}${location.search}`)}
            className="text-accent hover:underline"
          >
            {userMessages.signInToFollow}
          </Link>
        ) : (
          error?.message
        )}
      </p>
    </div>
  );
}
