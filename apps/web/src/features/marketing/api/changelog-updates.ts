import { useQuery } from '@tanstack/react-query';
import { PRODUCT_CHANGELOG_IDS } from '@shiplog/contract';
import type { updateEndpoints } from '@shiplog/contract/updates';
import { updateRoutes } from '@shiplog/contract/updates-basics';
import { isApiError } from '@/lib/api-error';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { lazyEndpoints } from '@/lib/lazy-endpoints';
import { toTimelineItem, type TimelineItem } from '../lib/timeline';

const updateApi = lazyEndpoints<typeof updateEndpoints>(updateRoutes, () =>
  import('@shiplog/contract/updates').then((m) => m.updateEndpoints),
);

/** How many of the changelog's updates the team page shows. */
export const LATEST_UPDATES_SHOWN = 5;

/**
 * The newest published updates of Shiplog's own changelog (`/p/shiplog`), as the team page's
 * 'Latest Updates' shows them. `null`: this installation has no changelog of its own
 * (PRODUCT_CHANGELOG=false; the API answers 404).
 */
export function useChangelogUpdates() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['marketing', 'changelog-updates'],
    queryFn: async ({ signal }): Promise<TimelineItem[] | null> => {
      try {
        const updates = await callEndpoint(
          client,
          updateApi.listProjectUpdates,
          { params: { id: PRODUCT_CHANGELOG_IDS.projectId }, query: { limit: LATEST_UPDATES_SHOWN } },
          { signal },
        );
        return updates.map(toTimelineItem);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}
