import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiTokenEndpoints, type ApiToken } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { sendToEndpoint } from '@/lib/call-endpoint';
import { apiTokensKey } from './list-api-tokens';

/** DELETE /api/account/tokens/{id}: 204; the token stops working at once. */
export async function revokeApiToken(client: ApiClient, id: string): Promise<void> {
  await sendToEndpoint(client, apiTokenEndpoints.revokeApiToken, { params: { id } });
}

export function useRevokeApiToken() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiToken(client, id),
    onSuccess: (_done, id) => {
      queryClient.setQueryData<ApiToken[]>(apiTokensKey, (list) => list?.filter((token) => token.id !== id));
      void queryClient.invalidateQueries({ queryKey: apiTokensKey });
    },
  });
}
