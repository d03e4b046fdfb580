import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountEndpoints, type Session, type UpdateAccountBody, type User } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { sessionQueryKey } from '@/lib/session';

/** PATCH /api/account: the updated user. An empty avatar_url clears the picture. */
export async function updateProfile(client: ApiClient, body: UpdateAccountBody): Promise<User> {
  return (await callEndpoint(client, accountEndpoints.updateAccount, { body })).user;
}

/** Saves the profile and shows the new name and picture everywhere at once. */
export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAccountBody) => updateProfile(client, body),
    onSuccess: (user) =>
      queryClient.setQueryData<Session | null>(sessionQueryKey, (session) =>
        session ? { ...session, user } : session,
      ),
  });
}
