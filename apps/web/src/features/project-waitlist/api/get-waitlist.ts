import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  endpointPath,
  notificationPreferenceSchema,
  projectWaitlistEndpoints,
  subscriberSchema,
  type Subscriber,
  WAITLIST_PENDING_HEADER,
  WAITLIST_TOTAL_HEADER,
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

/** How many entries the whole list holds, and how many of them are pending (the first page says). */
export interface WaitlistTotals {
  all: number;
  pending: number;
}

export type WaitlistPage = ListPage<Subscriber, WaitlistTotals | null>;

function totalsOf(headers: Headers): WaitlistTotals | null {
  const all = headers.get(WAITLIST_TOTAL_HEADER);
  const pending = headers.get(WAITLIST_PENDING_HEADER);
  return all === null || pending === null ? null : { all: Number(all), pending: Number(pending) };
}

/** GET /api/projects/{id}/waitlist (owner): confirmed and pending entries, newest first, a page at a time. */
export function getWaitlistPage(
  client: ApiClient,
  projectId: string,
  before: string | null,
  signal?: AbortSignal,
): Promise<WaitlistPage> {
  return fetchListPage(
    (onHeaders) =>
      callEndpoint(
        client,
        projectWaitlistEndpoints.listWaitlist,
        { params: { id: projectId }, query: { before: before ?? undefined } },
        { schema: entriesSchema, signal, onHeaders },
      ),
    totalsOf,
  );
}

export function waitlistQueryOptions(client: ApiClient, projectId: string) {
  return infiniteQueryOptions({
    queryKey: projectWaitlistKeys.list(projectId),
    queryFn: ({ pageParam, signal }) => getWaitlistPage(client, projectId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
  });
}

export function useWaitlist(projectId: string) {
  return useInfiniteQuery(waitlistQueryOptions(useApiClient(), projectId));
}

/** GET /api/projects/{id}/waitlist/export: a CSV download; a plain link sends the session cookie. */
export const waitlistExportHref = (projectId: string) =>
  `/api${endpointPath(projectWaitlistEndpoints.exportWaitlist, { id: projectId })}`;
