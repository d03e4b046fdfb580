import { useQuery } from '@tanstack/react-query';
import type { FollowingUpdate } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { userApi } from './endpoints';

export const followingFeedKey = ['users', 'following', 'updates'] as const;

/** GET /api/following/updates: new updates from the people the signed-in user follows. */
export function getFollowingFeed(client: ApiClient, signal?: AbortSignal): Promise<FollowingUpdate[]> {
  return callEndpoint(client, userApi.listFollowingUpdates, {}, { signal });
}

export function useFollowingFeed() {
  const client = useApiClient();
  return useQuery({ queryKey: followingFeedKey, queryFn: ({ signal }) => getFollowingFeed(client, signal) });
}
