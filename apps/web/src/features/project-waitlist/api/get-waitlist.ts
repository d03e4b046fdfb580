import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  DEFAULT_NOTIFICATION_PREFERENCE,
  endpointPath,
  notificationPreferenceSchema,
  projectWaitlistEndpoints,
  subscriberSchema,
  type Subscriber,
} from '@shiplog/contract';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { projectWaitlistKeys } from './query-keys';

/** An entry without a preference reads as 'all' (spec section 3); the contract's entry requires one. */
const entriesSchema = z.array(
  subscriberSchema.extend({
    notification_preference: notificationPreferenceSchema
      .nullish()
      .transform((value) => value ?? DEFAULT_NOTIFICATION_PREFERENCE),
  }),
);

/** GET /api/projects/{id}/waitlist (owner): confirmed and pending entries, newest first. */
export function getWaitlist(
  client: ApiClient,
  projectId: string,
  signal?: AbortSignal,
): Promise<Subscriber[]> {
  return callEndpoint(
    client,
    projectWaitlistEndpoints.listWaitlist,
    { params: { id: projectId } },
    { schema: entriesSchema, signal },
  );
}

export function waitlistQueryOptions(client: ApiClient, projectId: string) {
  return queryOptions({
    queryKey: projectWaitlistKeys.list(projectId),
    queryFn: ({ signal }) => getWaitlist(client, projectId, signal),
    retry: false,
  });
}

export function useWaitlist(projectId: string) {
  return useQuery(waitlistQueryOptions(useApiClient(), projectId));
}

/** GET /api/projects/{id}/waitlist/export: a CSV download; a plain link sends the session cookie. */
export const waitlistExportHref = (projectId: string) =>
  `/api${endpointPath(projectWaitlistEndpoints.exportWaitlist, { id: projectId })}`;
