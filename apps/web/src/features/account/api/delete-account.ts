import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { accountEndpoints, paths } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { forgetSession } from '@/lib/session';

/** DELETE /api/account with the account's email as confirmation: 204, the account and its data are gone. */
export function deleteAccount(client: ApiClient, email: string): Promise<void> {
  return callEndpoint(client, accountEndpoints.deleteAccount, { body: { confirm: email } });
}

/** Deletes the account, then forgets everything about it and goes home. */
export function useDeleteAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (email: string) => deleteAccount(client, email),
    onSuccess: async () => {
      // Home must be on screen before the session goes, or the protected page would send the
      // visitor to /login first.
      await navigate(paths.home, { flushSync: true });
      forgetSession(queryClient);
    },
  });
}
