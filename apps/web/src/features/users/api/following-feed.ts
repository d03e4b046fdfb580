import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { FollowingUpdate } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { fetchListPage, listItems, type ListPage } from '@/lib/list-pages';
import { userApi } from './endpoints';

export const followingFeedKey = ['users', 'following', 'updates'] as const;

/** GET /api/following/updates: new updates from the people the signed-in user follows, a page at a time. */
export function getFollowingFeed(
  client: ApiClient,
  before: string | null,
  signal?: AbortSignal,
): Promise<ListPage<FollowingUpdate>> {
  return fetchListPage((onHeaders) =>
    callEndpoint(
      client,
      userApi.listFollowingUpdates,
      { query: { before: before ?? undefined } },
      { signal, onHeaders },
    ),
  );
}

export function useFollowingFeed() {
  const client = useApiClient();
  const query = useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: followingFeedKey,
      queryFn: ({ pageParam, signal }) => getFollowingFeed(client, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
  return { ...query, entries: listItems(query.data, (entry) => entry.id) };
}
