import type { AppDeps } from '../deps';
import { createImageService } from '../modules/images/images.service';
import { defineJob } from '../queue/define-job';
import { sweepImagesRef } from '../queue/job-refs';

const PER_BATCH = 200;

/**
 * Hourly: deletes the files and rows of uploaded images whose account or project is gone (a
 * crash between the deletion and its clean-up) and of uploads nobody used within a day.
 */
export const sweepImagesJob = defineJob<Record<string, never>, AppDeps>({
  ...sweepImagesRef,
  cron: '41 * * * *',
  retryLimit: 2,
  expireInSeconds: 30 * 60,
  async handler(_data, { deps, logger, signal }) {
    const images = createImageService(deps);
    let removed = 0;
    for (;;) {
      const { claimed } = await images.sweep(PER_BATCH);
      removed += claimed;
      if (claimed < PER_BATCH || signal?.aborted) break;
    }
    if (removed) logger.info({ removed }, 'swept uploaded images');
  },
});
