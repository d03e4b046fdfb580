import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { sessionQueryKey } from '@/lib/session';

/** DELETE /api/account/github: 204. */
export function disconnectGithub(client: ApiClient): Promise<void> {
  return callEndpoint(client, accountEndpoints.disconnectGithub, {});
}

export function useDisconnectGithub() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => disconnectGithub(client),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
