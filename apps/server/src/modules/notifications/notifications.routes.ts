import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureContext } from '../feature-context';

/**
 * The notifications module has no HTTP routes of its own: its sweeps (update fan-out, comment
 * mails, digests) run as jobs (jobs/notify-*.job.ts, jobs/send-digests.job.ts), and the
 * account's switch for comment mails lives at /api/account/notifications (account module).
 */
export const notificationRoutes: FastifyPluginAsyncZod<FeatureContext> = async () => {};
