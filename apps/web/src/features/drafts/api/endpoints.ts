import type { draftEndpoints } from '@shiplog/contract/drafts';
import { draftRoutes } from '@shiplog/contract/drafts-basics';
import { lazyEndpoints } from '@/lib/lazy-endpoints';

/** The drafts API for this feature's calls: requests go out at once, the schemas load to read an answer. */
export const draftApi = lazyEndpoints<typeof draftEndpoints>(draftRoutes, () =>
  import('@shiplog/contract/drafts').then((m) => m.draftEndpoints),
);
