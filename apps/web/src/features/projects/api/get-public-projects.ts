import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER, projectEndpoints, type Project } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectKeys } from './query-keys';

export interface ProjectPage {
  projects: Project[];
  nextCursor: string | null;
}

/** GET /api/projects/public: one page, newest first; the next cursor comes in a header. */
export async function getPublicProjects(
  client: ApiClient,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  let nextCursor: string | null = null;
  const projects = await callEndpoint(
    client,
    projectEndpoints.listPublicProjects,
    { query: { cursor: cursor ?? undefined } },
    { signal, onHeaders: (headers) => (nextCursor = headers.get(NEXT_CURSOR_HEADER)) },
  );
  return { projects, nextCursor };
}

export function publicProjectsQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: projectKeys.public(),
    queryFn: ({ pageParam, signal }) => getPublicProjects(client, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function usePublicProjects() {
  return useInfiniteQuery(publicProjectsQueryOptions(useApiClient()));
}
