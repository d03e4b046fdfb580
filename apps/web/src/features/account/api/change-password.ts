import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { changePasswordBodySchema } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** POST /api/account/password: 204; the server ends every other session of the account. */
export function changePassword(client: ApiClient, body: ChangePasswordBody): Promise<void> {
  return client.post<void>('/account/password', body);
}

export function useChangePassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: ChangePasswordBody) => changePassword(client, body) });
}
