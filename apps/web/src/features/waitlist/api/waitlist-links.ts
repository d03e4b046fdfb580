import { useQuery } from '@tanstack/react-query';
import { waitlistEndpoints, type WaitlistInvitation, type WaitlistReferrals } from '@shiplog/contract';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

/** GET /api/waitlist/invitation: who invited the address of an invitation link (null: no link). */
export function useWaitlistInvitation(token: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['waitlist', 'invitation', token],
    queryFn: ({ signal }): Promise<WaitlistInvitation> =>
      callEndpoint(client, waitlistEndpoints.getWaitlistInvitation, { query: { token: token! } }, { signal }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
}

/** GET /api/waitlist/referrals: the entrant's referrals, by the signed token of their welcome mail. */
export function useWaitlistReferrals(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['waitlist', 'referrals', token],
    queryFn: ({ signal }): Promise<WaitlistReferrals> =>
      callEndpoint(client, waitlistEndpoints.getWaitlistReferrals, { query: { token } }, { signal }),
    enabled: Boolean(token),
    retry: false,
  });
}
