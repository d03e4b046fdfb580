import type { AppDeps } from '../../deps';
import type { GithubClient } from '../../integrations/github';
import { createCommitsService } from './commits.service';
import { createPostProjects } from './post-projects';
import { createRecentTexts } from './recent-texts';
import { createWholeCommit } from './whole-commit';

/**
 * What every call to the writer reads before it writes: the user's commits, the project the text
 * is for, its recent texts (so openings vary) and the whole commit (files, stats, pull request).
 */
export function createWritingInputs(deps: AppDeps, github: GithubClient) {
  return {
    commitsService: createCommitsService(deps, github),
    projects: createPostProjects(deps.database.db, deps.config.PUBLIC_URL),
    recent: createRecentTexts(deps.database.db),
    wholeCommit: createWholeCommit(deps, github),
  };
}
