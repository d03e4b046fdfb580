import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  NEXT_CURSOR_HEADER,
  publicProjectsRead,
  type Project,
  type PublicProjectSort,
} from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { takeInitialAnswer } from '@/lib/initial-answers';
import { projectKeys } from './query-keys';
import { projectApi } from './endpoints';

export interface ProjectPage {
  projects: Project[];
  nextCursor: string | null;
}

/** GET /api/projects/public: one page in the order asked for; the next cursor comes in a header. */
export async function getPublicProjects(
  client: ApiClient,
  sort: PublicProjectSort,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProjectPage> {
  let nextCursor: string | null = null;
  const projects = await callEndpoint(
    client,
    projectApi.listPublicProjects,
    { query: { cursor: cursor ?? undefined, sort: sort === 'recent' ? undefined : sort } },
    { signal, onHeaders: (headers) => (nextCursor = headers.get(NEXT_CURSOR_HEADER)) },
  );
  return { projects, nextCursor };
}

/** The first page a visitor's list arrived with, if it did. */
function initialPage(sort: PublicProjectSort) {
  const answer = takeInitialAnswer(publicProjectsRead(sort));
  if (!answer) return undefined;
  const page: ProjectPage = {
    projects: answer.body as Project[],
    nextCursor: answer.headers[NEXT_CURSOR_HEADER] ?? null,
  };
  return { pages: [page], pageParams: [null] };
}

export function publicProjectsQueryOptions(client: ApiClient, sort: PublicProjectSort) {
  return infiniteQueryOptions({
    queryKey: [...projectKeys.public(), sort],
    queryFn: ({ pageParam, signal }) => getPublicProjects(client, sort, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: () => initialPage(sort),
  });
}

export function usePublicProjects(sort: PublicProjectSort) {
  return useInfiniteQuery(publicProjectsQueryOptions(useApiClient(), sort));
}
