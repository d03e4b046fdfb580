import { useQuery } from '@tanstack/react-query';
import type { LikeState } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { updateKeys, type ViewerKey } from './query-keys';
import { updateApi } from './endpoints';

/** GET /api/updates/{id}/likes: the count and whether the viewer liked it. */
export function getLikes(client: ApiClient, updateId: string, signal?: AbortSignal): Promise<LikeState> {
  return callEndpoint(client, updateApi.getLikes, { params: { id: updateId } }, { signal });
}

/**
 * The like state of one update. Signed out, the count the update came with is the whole answer
 * (nobody to have liked it), so nothing is fetched; signed in, `hasLiked` is asked for.
 */
export function useLikes(updateId: string, viewer: ViewerKey, count: number) {
  const client = useApiClient();
  const known: LikeState = { count, hasLiked: false };
  return useQuery({
    queryKey: updateKeys.likes(updateId, viewer),
    queryFn: ({ signal }) => getLikes(client, updateId, signal),
    enabled: viewer !== null,
    ...(viewer === null ? { initialData: known } : { placeholderData: known }),
  });
}
