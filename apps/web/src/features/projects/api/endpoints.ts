import type { projectEndpoints } from '@shiplog/contract/projects';
import { projectRoutes } from '@shiplog/contract/projects-basics';
import { lazyEndpoints } from '@/lib/lazy-endpoints';

/** The projects API for this feature's calls: requests go out at once, the schemas load to read an answer. */
export const projectApi = lazyEndpoints<typeof projectEndpoints>(projectRoutes, () =>
  import('@shiplog/contract/projects').then((m) => m.projectEndpoints),
);
