import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointPath, type FollowState, type UserProfile } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { takeInitialAnswer } from '@/lib/initial-answers';
import { userApi } from './endpoints';

export const userProfileKey = (userId: string) => ['users', userId, 'profile'] as const;

/** GET /api/users/{id}: the public profile with the viewer's follow state. */
export function getUserProfile(
  client: ApiClient,
  userId: string,
  signal?: AbortSignal,
): Promise<UserProfile> {
  return callEndpoint(client, userApi.getUserProfile, { params: { id: userId } }, { signal });
}

export function userProfileQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: userProfileKey(userId),
    queryFn: ({ signal }) => getUserProfile(client, userId, signal),
    // A visitor's page arrives with the profile (the server rendered it from that answer).
    initialData: () =>
      takeInitialAnswer(endpointPath(userApi.getUserProfile, { id: userId }))?.body as
        UserProfile | undefined,
  });
}

/** The profile; `enabled: false` leaves it unasked (e.g. a follow state for a signed-out visitor). */
export function useUserProfile(userId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userProfileQueryOptions(useApiClient(), userId), enabled });
}

/** POST (follow) or DELETE (unfollow) /api/users/{id}/follow: idempotent, answers the new state. */
export function setFollowing(client: ApiClient, userId: string, following: boolean): Promise<FollowState> {
  const input = { params: { id: userId } };
  return following
    ? callEndpoint(client, userApi.followUser, input)
    : callEndpoint(client, userApi.unfollowUser, input);
}

/** Follows or unfollows, then shows the server's count and state on the profile. */
export function useSetFollowing(userId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) => setFollowing(client, userId, following),
    onSuccess: (state) => {
      if (queryClient.getQueryData(userProfileKey(userId)))
        queryClient.setQueryData<UserProfile>(userProfileKey(userId), (old) => old && { ...old, ...state });
      else void queryClient.invalidateQueries({ queryKey: userProfileKey(userId) });
    },
  });
}
