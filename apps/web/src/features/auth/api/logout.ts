import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

export function logout(): Promise<void> {
  return api.post<void>('/auth/logout');
}

/** Signs out on the server, forgets every cached private answer, then refetches the session. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => toast.success('Signed out'),
    onError: () => toast.error('Could not sign out. Please try again.'),
    onSettled: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, null);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
