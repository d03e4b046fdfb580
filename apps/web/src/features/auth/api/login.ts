import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type LoginBody, type Session } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { sessionQueryKey } from '@/lib/session';

/**
 * POST /api/auth/login: the session (the server also sets the session cookie). `next` goes into
 * the link mailed again when the address is not confirmed yet.
 */
export function login(client: ApiClient, body: LoginBody): Promise<Session> {
  return callEndpoint(client, authEndpoints.signIn, { body });
}

/** Signs in, then refetches the session so every screen sees the signed-in user. */
export function useLogin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => login(client, body),
    onSuccess: async (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
