import type { QueryClient } from '@tanstack/react-query';
import { draftKeys } from './query-keys';

/**
 * After a draft was published, scheduled, moved back or discarded: the inbox is refetched, and
 * every other cache (the project's timeline and counts, other features' keys) is marked stale
 * without refetching, so those pages load fresh when they open.
 */
export async function afterDraftChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: draftKeys.all });
}
