import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  endpointPath,
  notificationPreferenceSchema,
  projectWaitlistEndpoints,
  subscriberSchema,
  type Subscriber,
  WAITLIST_MATCHING_HEADER,
  WAITLIST_PENDING_HEADER,
  WAITLIST_TOTAL_HEADER,
  type WaitlistSort,
} from '@shiplog/contract';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { fetchListPage, type ListPage } from '@/lib/list-pages';
import { projectWaitlistKeys } from './query-keys';

/** An entry without a preference reads as 'all'; the contract's entry requires one. */
const entriesSchema = z.array(
  subscriberSchema.extend({
    notification_preference: notificationPreferenceSchema
      .nullish()
      .transform((value) => value ?? DEFAULT_NOTIFICATION_PREFERENCE),
  }),
);

/** How many entries the whole list holds, how many of them are pending, and how many match the view (the first page says). */
export interface WaitlistTotals {
  all: number;
  pending: number;
  matching: number;
}

/** What the owner looks at: a search, a status and an order. */
export interface WaitlistView {
  q: string;
  status: 'confirmed' | 'pending' | undefined;
  sort: WaitlistSort;
}

export const DEFAULT_WAITLIST_VIEW: WaitlistView = { q: '', status: undefined, sort: 'newest' };

/** The view as the API's query (an empty search is none). */
export const viewQuery = ({ q, status, sort }: WaitlistView) => ({ q: q || undefined, status, sort });

export type WaitlistPage = ListPage<Subscriber, WaitlistTotals | null>;

function totalsOf(headers: Headers): WaitlistTotals | null {
  const all = headers.get(WAITLIST_TOTAL_HEADER);
  const pending = headers.get(WAITLIST_PENDING_HEADER);
  const matching = headers.get(WAITLIST_MATCHING_HEADER) ?? all;
  return all === null || pending === null
    ? null
    : { all: Number(all), pending: Number(pending), matching: Number(matching) };
}

/** GET /api/projects/{id}/waitlist (owner): the entries the view matches, in its order, a page at a time. */
export function getWaitlistPage(
  client: ApiClient,
  projectId: string,
  view: WaitlistView,
  before: string | null,
  signal?: AbortSignal,
): Promise<WaitlistPage> {
  return fetchListPage(
    (onHeaders) =>
      callEndpoint(
        client,
        projectWaitlistEndpoints.listWaitlist,
        { params: { id: projectId }, query: { ...viewQuery(view), before: before ?? undefined } },
        { schema: entriesSchema, signal, onHeaders },
      ),
    totalsOf,
  );
}

export function waitlistQueryOptions(client: ApiClient, projectId: string, view: WaitlistView) {
  return infiniteQueryOptions({
    queryKey: projectWaitlistKeys.view(projectId, view),
    queryFn: ({ pageParam, signal }) => getWaitlistPage(client, projectId, view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

export function useWaitlist(projectId: string, view: WaitlistView) {
  // The list shown stays while the next view loads (no skeleton on every keystroke).
  return useInfiniteQuery({
    ...waitlistQueryOptions(useApiClient(), projectId, view),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/projects/{id}/waitlist/export: a CSV download of the entries the view matches; a plain
 * link sends the session cookie.
 */
export function waitlistExportHref(projectId: string, view: WaitlistView = DEFAULT_WAITLIST_VIEW): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(viewQuery(view))) if (value) query.set(key, value);
  if (query.get('sort') === DEFAULT_WAITLIST_VIEW.sort) query.delete('sort');
  const search = query.size ? `?${query}` : '';
  return `/api${endpointPath(projectWaitlistEndpoints.exportWaitlist, { id: projectId })}${search}`;
}
