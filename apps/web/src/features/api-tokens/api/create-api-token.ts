import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiTokenEndpoints,
  type ApiToken,
  type CreateApiTokenBody,
  type CreatedApiToken,
} from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { apiTokensKey } from './list-api-tokens';

/** POST /api/account/tokens: the new token, whose value is answered this once. */
export function createApiToken(client: ApiClient, body: CreateApiTokenBody): Promise<CreatedApiToken> {
  return callEndpoint(client, apiTokenEndpoints.createApiToken, { body });
}

/** Creates a token and puts it first in the list (the list never holds a token's value). */
export function useCreateApiToken() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) => createApiToken(client, body),
    onSuccess: ({ api_token }) => {
      queryClient.setQueryData<ApiToken[]>(apiTokensKey, (list) => (list ? [api_token, ...list] : list));
      void queryClient.invalidateQueries({ queryKey: apiTokensKey });
    },
  });
}
