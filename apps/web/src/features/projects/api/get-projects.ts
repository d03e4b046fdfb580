import { infiniteQueryOptions, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { Project } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { fetchListPage, listItems, patchListPages, type ListPage, type ListPages } from '@/lib/list-pages';
import { projectKeys } from './query-keys';
import { projectApi } from './endpoints';

/** GET /api/projects: the signed-in user's projects, newest first, a page at a time. */
export function getProjects(
  client: ApiClient,
  before: string | null,
  signal?: AbortSignal,
): Promise<ListPage<Project>> {
  return fetchListPage((onHeaders) =>
    callEndpoint(
      client,
      projectApi.listMyProjects,
      { query: { before: before ?? undefined } },
      { signal, onHeaders },
    ),
  );
}

export function projectsQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: projectKeys.mine(),
    queryFn: ({ pageParam, signal }) => getProjects(client, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The user's projects read so far (`projects`), and the query that reads more. */
export function useProjects() {
  const query = useInfiniteQuery(projectsQueryOptions(useApiClient()));
  return { ...query, projects: listItems(query.data, (project) => project.id) };
}

/** Changes the listed projects (the pages read so far) as one list. */
export function patchMyProjects(queryClient: QueryClient, patch: (projects: Project[]) => Project[]) {
  queryClient.setQueryData<ListPages<Project>>(projectKeys.mine(), (pages) => patchListPages(pages, patch));
}
