import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { postEndpoints, type Post } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { fetchListPage, listItems, patchListPages, type ListPage, type ListPages } from '@/lib/list-pages';
import { postKeys } from './query-keys';

/** GET /api/posts: the user's posts, newest first, a page at a time (`before` the last one read). */
export function getPosts(
  client: ApiClient,
  before: string | null,
  signal?: AbortSignal,
): Promise<ListPage<Post>> {
  return fetchListPage((onHeaders) =>
    callEndpoint(
      client,
      postEndpoints.listPosts,
      { query: { before: before ?? undefined } },
      { signal, onHeaders },
    ),
  );
}

/** Fetched again each time the Posts tab opens. */
export function postsQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ pageParam, signal }) => getPosts(client, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}

export function usePosts() {
  const query = useInfiniteQuery(postsQueryOptions(useApiClient()));
  return { ...query, posts: listItems(query.data, (post) => post.id) };
}

/** Changes the listed posts (the pages read so far) as one list: a post added, saved or removed. */
export function patchPosts(queryClient: QueryClient, patch: (posts: Post[]) => Post[]) {
  queryClient.setQueryData<ListPages<Post>>(postKeys.list(), (pages) => patchListPages(pages, patch));
}
