import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postEndpoints, type Post, type UpdatePostBody } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { patchPosts } from './get-posts';

/** PUT /api/posts/{id}: the edited text. */
export function updatePost(client: ApiClient, id: string, body: UpdatePostBody): Promise<Post> {
  return callEndpoint(client, postEndpoints.editPost, { params: { id }, body });
}

export function useUpdatePost(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostBody) => updatePost(client, id, body),
    onSuccess: (saved) =>
      patchPosts(queryClient, (list) => list.map((post) => (post.id === saved.id ? saved : post))),
  });
}
