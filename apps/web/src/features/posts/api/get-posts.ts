import { queryOptions, useQuery } from '@tanstack/react-query';
import { postEndpoints, type Post } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { postKeys } from './query-keys';

/** GET /api/posts: the user's posts, newest first. */
export function getPosts(client: ApiClient, signal?: AbortSignal): Promise<Post[]> {
  return callEndpoint(client, postEndpoints.listPosts, {}, { signal });
}

/** Fetched again each time the Posts tab opens (spec 'Dashboard tab'). */
export function postsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) => getPosts(client, signal),
    staleTime: 0,
  });
}

export function usePosts() {
  return useQuery(postsQueryOptions(useApiClient()));
}
