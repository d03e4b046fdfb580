import { useMutation } from '@tanstack/react-query';
import {
  waitlistJoinResponseSchema,
  type WaitlistEntryBody,
  type WaitlistJoinResponse,
} from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';

/** POST /api/waitlist: 201 with the referral link for a new entry, 200 `alreadyExists` otherwise. */
export function joinWaitlist(client: ApiClient, body: WaitlistEntryBody): Promise<WaitlistJoinResponse> {
  return client.post('/waitlist', body, { schema: waitlistJoinResponseSchema });
}

export function useJoinWaitlist() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: WaitlistEntryBody) => joinWaitlist(client, body) });
}
