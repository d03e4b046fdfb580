import { useQuery } from '@tanstack/react-query';
import { PRODUCT_CHANGELOG_IDS } from '@shiplog/contract';
import type { projectEndpoints } from '@shiplog/contract/projects';
import { projectRoutes } from '@shiplog/contract/projects-basics';
import type { userEndpoints } from '@shiplog/contract/users';
import { userRoutes } from '@shiplog/contract/users-basics';
import { useApiClient } from '@/lib/api-context';
import { callEndpoint } from '@/lib/call-endpoint';
import { lazyEndpoints } from '@/lib/lazy-endpoints';

const projectApi = lazyEndpoints<typeof projectEndpoints>(projectRoutes, () =>
  import('@shiplog/contract/projects').then((m) => m.projectEndpoints),
);
const userApi = lazyEndpoints<typeof userEndpoints>(userRoutes, () =>
  import('@shiplog/contract/users').then((m) => m.userEndpoints),
);

/** The figures of Shiplog's own changelog (`/p/shiplog`), as its project page counts them. */
export interface ChangelogFigures {
  updates: number;
  subscribers: number;
}

/**
 * GET /api/projects/{id} of the product changelog: its published updates and confirmed
 * subscribers. An installation without it (PRODUCT_CHANGELOG=false) answers 404: no figures.
 */
export function useChangelogFigures() {
  const client = useApiClient();
  return useQuery({
    queryKey: ['marketing', 'changelog-figures'],
    queryFn: async ({ signal }): Promise<ChangelogFigures> => {
      const project = await callEndpoint(
        client,
        projectApi.getProject,
        { params: { id: PRODUCT_CHANGELOG_IDS.projectId } },
        { signal },
      );
      return { updates: project.stats.updates_count, subscribers: project.stats.subscribers_count };
    },
    retry: false,
  });
}

/**
 * GET /api/users/{id} of the account behind the changelog: how many follow it. Kept under the
 * users feature's key for that profile, so Follow beside it refreshes the count.
 */
export function useTeamFollowers() {
  const client = useApiClient();
  const id = PRODUCT_CHANGELOG_IDS.userId;
  return useQuery({
    queryKey: ['users', id, 'profile'],
    queryFn: ({ signal }) => callEndpoint(client, userApi.getUserProfile, { params: { id } }, { signal }),
    select: (user) => user.followers,
    retry: false,
  });
}
