import type { updateEndpoints } from '@shiplog/contract/updates';
import { updateRoutes } from '@shiplog/contract/updates-basics';
import { lazyEndpoints } from '@/lib/lazy-endpoints';

/** The updates API for this feature's calls: requests go out at once, the schemas load to read an answer. */
export const updateApi = lazyEndpoints<typeof updateEndpoints>(updateRoutes, () =>
  import('@shiplog/contract/updates').then((m) => m.updateEndpoints),
);
