import type { subscriberEndpoints } from '@shiplog/contract/subscribers';
import { subscriberRoutes } from '@shiplog/contract/subscribers-basics';
import { lazyEndpoints } from '@/lib/lazy-endpoints';

/** The subscribers API for this feature's calls: requests go out at once, the schemas load to read an answer. */
export const subscriberApi = lazyEndpoints<typeof subscriberEndpoints>(subscriberRoutes, () =>
  import('@shiplog/contract/subscribers').then((m) => m.subscriberEndpoints),
);
