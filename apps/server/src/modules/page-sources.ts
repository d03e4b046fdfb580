import { MAX_UPDATES_PAGE_SIZE } from '@shiplog/contract';
import type { AppDeps } from '../deps';
import type { GithubClient } from '../integrations/github';
import { createCommentsService } from './comments/comments.service';
import type { PageSources } from './pages/page-answers';
import { createProjectService } from './projects/projects.service';
import { createTimeline } from './updates/timeline';
import { isPageQuery } from './updates/timeline-page';
import { createUpdatesService } from './updates/updates.service';
import { createUsersService } from './users/users.service';

/**
 * What public pages are drawn from, read from the services as a visitor without a session reads
 * them (the same reads, rules and caches as the API's routes), composed here so that the pages
 * module imports no other module's service.
 */
export function createPageSources(
  deps: AppDeps,
  github: GithubClient,
): PageSources & { idle(): Promise<void> } {
  const projects = createProjectService(deps, github);
  const timeline = createTimeline(deps.database.db, deps.readCache);
  const updates = createUpdatesService(deps);
  const comments = createCommentsService(deps);
  const users = createUsersService(deps);
  return {
    idle: projects.idle,
    project: (idOrSlug) => projects.get(idOrSlug, null),
    timeline: (projectId, query) =>
      timeline.page(projectId, null, isPageQuery(query) ? query : { limit: MAX_UPDATES_PAGE_SIZE }),
    update: (projectId, updateId) => updates.get(projectId, updateId, null),
    neighbours: (projectId, updateId) => timeline.neighbours(projectId, null, updateId),
    comments: (updateId, query) => comments.list(updateId, null, query),
    userProfile: (userId) => users.profile(userId, null),
    publicProjects: ({ sort, cursor, limit }) => projects.publicPage(sort, cursor, limit),
  };
}
