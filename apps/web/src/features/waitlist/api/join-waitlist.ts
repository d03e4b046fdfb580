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

/** POST /api/waitlist/confirm: the welcome mail's link; the same link again answers `newly_confirmed: false`. */
export function confirmWaitlist(client: ApiClient, token: string): Promise<{ newly_confirmed: boolean }> {
  return callEndpoint(client, waitlistEndpoints.confirmWaitlistEntry, { body: { token } });
}

export function useConfirmWaitlist() {
  const client = useApiClient();
  return useMutation({ mutationFn: (token: string) => confirmWaitlist(client, token) });
}
