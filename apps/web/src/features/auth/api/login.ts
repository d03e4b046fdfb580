import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, type Credentials, type Session } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { sessionQueryKey } from '@/lib/session';

/** POST /api/auth/login: the session (the server also sets the session cookie). */
export function login(client: ApiClient, credentials: Credentials): Promise<Session> {
  return callEndpoint(client, authEndpoints.signIn, { body: credentials });
}

/** Signs in, then refetches the session so every screen sees the signed-in user. */
export function useLogin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) => login(client, credentials),
    onSuccess: async (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
