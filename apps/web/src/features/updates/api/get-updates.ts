import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  NEXT_CURSOR_HEADER,
  timelineRead,
  UPDATES_PAGE_SIZE,
  type Update,
  type UpdateFilter,
} from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { takeInitialAnswer } from '@/lib/initial-answers';
import { updateKeys, type ViewerKey } from './query-keys';
import { updateApi } from './endpoints';

/** What the reader narrowed the timeline to; empty for everything. */
export interface TimelineFilter {
  type?: UpdateFilter;
  q?: string;
}

export interface UpdatePage {
  updates: Update[];
  nextCursor: string | null;
}

/**
 * GET /api/projects/{id}/updates?limit=10&before=…: one page, pinned first, then newest; the owner
 * also gets drafts and scheduled ones. The next page's cursor comes in a header.
 */
export async function getUpdatePage(
  client: ApiClient,
  projectId: string,
  query: TimelineFilter & { before: string | null },
  signal?: AbortSignal,
): Promise<UpdatePage> {
  let nextCursor: string | null = null;
  const { before, type, q } = query;
  const updates = await callEndpoint(
    client,
    updateApi.listProjectUpdates,
    {
      params: { id: projectId },
      query: { limit: UPDATES_PAGE_SIZE, before: before ?? undefined, type, q: q || undefined },
    },
    { signal, onHeaders: (headers) => (nextCursor = headers.get(NEXT_CURSOR_HEADER)) },
  );
  return { updates, nextCursor };
}

/** The first page a visitor's project page arrived with at this address, if it did. */
function initialPage(projectId: string, filter: TimelineFilter, start: string | null) {
  const answer = takeInitialAnswer(timelineRead(projectId, { ...filter, before: start }));
  if (!answer) return undefined;
  const page: UpdatePage = {
    updates: answer.body as Update[],
    nextCursor: answer.headers[NEXT_CURSOR_HEADER] ?? null,
  };
  return { pages: [page], pageParams: [start] };
}

/** The timeline from `start` (a cursor from an "Older updates" link) or from the newest. */
export function updatesQueryOptions(
  client: ApiClient,
  projectId: string,
  viewer: ViewerKey,
  filter: TimelineFilter,
  start: string | null = null,
) {
  return infiniteQueryOptions({
    queryKey: updateKeys.list(projectId, viewer, { ...filter, start }),
    queryFn: ({ pageParam, signal }) =>
      getUpdatePage(client, projectId, { ...filter, before: pageParam }, signal),
    initialPageParam: start,
    getNextPageParam: (last) => last.nextCursor,
    initialData: () => initialPage(projectId, filter, start),
  });
}

export function useUpdates(
  projectId: string,
  viewer: ViewerKey,
  filter: TimelineFilter,
  start: string | null,
) {
  return useInfiniteQuery(updatesQueryOptions(useApiClient(), projectId, viewer, filter, start));
}
