import { useMutation } from '@tanstack/react-query';
import { waitlistEndpoints, type WaitlistEntryBody, type WaitlistJoinResponse } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/** POST /api/waitlist: 201 with the referral link for a new entry, 200 `alreadyExists` otherwise. */
export function joinWaitlist(client: ApiClient, body: WaitlistEntryBody): Promise<WaitlistJoinResponse> {
  return callEndpoint(client, waitlistEndpoints.joinProductWaitlist, { body });
}

export function useJoinWaitlist() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: WaitlistEntryBody) => joinWaitlist(client, body) });
}
