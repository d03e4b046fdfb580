import { UserCheck, UserPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths, userMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { useSetFollowing } from '../api/user-profile';

/** Follow / Following for someone else's profile; signed out, the answer asks to sign in. */
export function FollowButton({ userId, following }: { userId: string; following: boolean }) {
  const mutation = useSetFollowing(userId);
  const location = useLocation();
  const error = mutation.error;
  const signedOut = isApiError(error) && error.status === 401;
  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant={following ? 'secondary' : 'primary'}
        aria-pressed={following}
        loading={mutation.isPending}
        onClick={() => mutation.mutate(!following)}
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
          <Link to={paths.login} state={{ from: location }} className="text-accent hover:underline">
            {userMessages.signInToFollow}
          </Link>
        ) : (
          error?.message
        )}
      </p>
    </div>
  );
}
