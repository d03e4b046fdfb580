import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEndpoints } from '@shiplog/contract';
import { type ApiClient } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { patchPosts } from './get-posts';

/** DELETE /api/posts/{id}; a post that is already gone counts as deleted. */
export async function deletePost(client: ApiClient, id: string): Promise<void> {
  try {
    await callEndpoint(client, postEndpoints.deletePost, { params: { id } });
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) throw error;
  }
}

export function useDeletePost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePost(client, id),
    onSuccess: (_, id) => patchPosts(queryClient, (list) => list.filter((post) => post.id !== id)),
  });
}
