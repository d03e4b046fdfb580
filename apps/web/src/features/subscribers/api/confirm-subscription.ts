import { useMutation } from '@tanstack/react-query';
import type { ConfirmSubscriptionResponse } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { subscriberApi } from './endpoints';

export type ConfirmResult = ConfirmSubscriptionResponse;

/** POST /api/subscriptions/confirm {token}: the single-use link of the confirmation mail (400 when used or expired). */
export function confirmSubscription(client: ApiClient, token: string): Promise<ConfirmResult> {
  return callEndpoint(client, subscriberApi.confirmSubscription, { body: { token } });
}

export function useConfirmSubscription() {
  const client = useApiClient();
  return useMutation({ mutationFn: (token: string) => confirmSubscription(client, token) });
}
