import type { AppDeps } from '../deps';
import { createWeeklyStories } from '../modules/stories/weekly-story.service';
import { defineJob } from '../queue/define-job';
import { weeklyStoriesRef } from '../queue/job-refs';

/**
 * Hourly: the weekly stories that are due (a project's oldest kept small change is a week old).
 * Each project's changes are claimed in one statement, so an overlapping run tells none twice.
 */
export const weeklyStoriesJob = defineJob<Record<string, never>, AppDeps>({
  ...weeklyStoriesRef,
  cron: '41 * * * *',
  policy: 'short',
  retryLimit: 2,
  retryDelaySeconds: 300,
  expireInSeconds: 30 * 60,
  async handler(_data, { deps }) {
    const written = await createWeeklyStories(deps).writeDue();
    if (written) deps.logger.info({ written }, 'weekly stories written');
  },
});
