import { useKnownSignedOut } from '@/lib/session';
import { useUserProfile } from '../api/user-profile';
import { FollowButton } from './follow-button';

/**
 * Follow for a project's owner card: the viewer's follow state comes from the owner's profile,
 * asked only for signed-in viewers (a signed-out visitor follows no one yet).
 */
export function OwnerFollow({ userId }: { userId: string }) {
  const signedOut = useKnownSignedOut();
  const state = useUserProfile(userId, { enabled: !signedOut });
  return <FollowButton userId={userId} following={state.data?.is_following ?? false} />;
}
