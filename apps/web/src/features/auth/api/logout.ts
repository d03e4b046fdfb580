import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authEndpoints, paths } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { forgetSession, sessionQueryKey } from '@/lib/session';

/** POST /api/auth/logout: the server revokes the session and clears the cookie. */
export function logout(client: ApiClient): Promise<void> {
  return callEndpoint(client, authEndpoints.signOut, {});
}

/**
 * Signs out on the server, goes home, forgets every cached private answer, then refetches the
 * session (so a failed sign-out does not pretend to have worked).
 */
export function useLogout() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout(client),
    onSuccess: () => toast.success('Signed out'),
    onError: () => toast.error('Could not sign out. Please try again.'),
    onSettled: async () => {
      await navigate(paths.home);
      forgetSession(queryClient);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
