import type { commentEndpoints } from '@shiplog/contract/comments';
import { commentRoutes } from '@shiplog/contract/comments-basics';
import { lazyEndpoints } from '@/lib/lazy-endpoints';

/** The comments API for this feature's calls: requests go out at once, the schemas load to read an answer. */
export const commentApi = lazyEndpoints<typeof commentEndpoints>(commentRoutes, () =>
  import('@shiplog/contract/comments').then((m) => m.commentEndpoints),
);
