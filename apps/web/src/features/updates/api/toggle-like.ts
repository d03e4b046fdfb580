import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeState } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { updateKeys, type ViewerKey } from './query-keys';
import { updateApi } from './endpoints';

/** POST (like) or DELETE (unlike) /api/updates/{id}/likes: both idempotent, both answer the new state. */
export function setLiked(client: ApiClient, updateId: string, liked: boolean): Promise<LikeState> {
  const input = { params: { id: updateId } };
  return liked
    ? callEndpoint(client, updateApi.likeUpdate, input)
    : callEndpoint(client, updateApi.unlikeUpdate, input);
}

/**
 * Likes or unlikes at once (optimistic), then takes the server's answer. A failure is only
 * logged and the previous state comes back.
 */
export function useToggleLike(updateId: string, viewer: ViewerKey) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = updateKeys.likes(updateId, viewer);
  return useMutation({
    mutationFn: (liked: boolean) => setLiked(client, updateId, liked),
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<LikeState>(queryKey);
      if (previous) {
        const count = Math.max(0, previous.count + (liked === previous.hasLiked ? 0 : liked ? 1 : -1));
        queryClient.setQueryData<LikeState>(queryKey, { count, hasLiked: liked });
      }
      return { previous };
    },
    onError: (error, _liked, context) => {
      console.error('Failed to change the like', error);
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: (state) => queryClient.setQueryData(queryKey, state),
  });
}
