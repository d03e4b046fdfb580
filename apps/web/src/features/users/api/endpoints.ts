import type { userEndpoints } from '@shiplog/contract/users';
import { userRoutes } from '@shiplog/contract/users-basics';
import { lazyEndpoints } from '@/lib/lazy-endpoints';

/** The users API for this feature's calls: requests go out at once, the schemas load to read an answer. */
export const userApi = lazyEndpoints<typeof userEndpoints>(userRoutes, () =>
  import('@shiplog/contract/users').then((m) => m.userEndpoints),
);
