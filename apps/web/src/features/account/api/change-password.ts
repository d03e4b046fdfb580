import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type EndpointBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';

export type ChangePasswordBody = EndpointBody<typeof accountEndpoints.changePassword>;

/** POST /api/account/password: 204; the server ends every other session of the account. */
export function changePassword(client: ApiClient, body: ChangePasswordBody): Promise<void> {
  return callEndpoint(client, accountEndpoints.changePassword, { body });
}

export function useChangePassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(client, body) });
}
