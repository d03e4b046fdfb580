import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type ExchangeBody, type Session } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { sessionQueryKey } from '@/lib/session';

/** POST /api/auth/exchange: trades a single-use code from a mail link or GitHub for a session. */
export function exchangeCode(client: ApiClient, body: ExchangeBody): Promise<Session> {
  return callEndpoint(client, authEndpoints.exchangeCode, { body });
}

export function useExchangeCode() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeBody) => exchangeCode(client, body),
    onSuccess: (session) => queryClient.setQueryData(sessionQueryKey, session),
  });
}
