import type { Config } from '../config';
import type { AppDeps } from '../deps';
import { createAiWriter, type AiWriter } from '../integrations/ai';
import { processDelivery } from '../modules/auto-updates/process-delivery';
import { defineJob } from '../queue/define-job';
import { processWebhookRef, type ProcessWebhookPayload } from '../queue/job-refs';

/** One AI writer per configuration (a worker process has one). */
const writers = new WeakMap<Config, AiWriter>();
function writerFor(config: Config): AiWriter {
  let writer = writers.get(config);
  if (!writer) writers.set(config, (writer = createAiWriter(config)));
  return writer;
}

/** Turns one stored webhook delivery into an automatic update, or records why not. */
export const processWebhookJob = defineJob<ProcessWebhookPayload, AppDeps>({
  ...processWebhookRef,
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  concurrency: 4,
  async handler({ deliveryId }, { deps, lastTry }) {
    await processDelivery(deps, writerFor(deps.config), deliveryId, { lastTry: lastTry ?? false });
  },
});
