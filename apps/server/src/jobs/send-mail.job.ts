import { z } from 'zod';
import type { AppDeps } from '../deps';
import { PermanentMailError } from '../integrations/mail/mailer';
import {
  claimOutboxMail,
  findOutboxMail,
  markOutboxDelivered,
  recordOutboxFailure,
} from '../integrations/mail/outbox';
import { defineJob } from './define-job';

export interface SendMailPayload {
  outboxId: string;
}

export interface SendMailJobOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one try may run before the queue (and another job) may try again. */
  expireInSeconds?: number;
}

/**
 * Delivers one outbox mail. A try first takes a lease on the row, so a retry or a duplicate
 * job never mails twice; a failed try is recorded and rethrown for the queue to retry, and
 * the try that has none left marks the mail `failed`.
 */
export function createSendMailJob(options: SendMailJobOptions = {}) {
  const retryLimit = options.retryLimit ?? 5;
  const expireInSeconds = options.expireInSeconds ?? 120;
  return defineJob<SendMailPayload, AppDeps>({
    name: 'send-mail',
    schema: z.object({ outboxId: z.uuid() }),
    retryLimit,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    expireInSeconds,
    async handler({ outboxId }, { deps, logger }) {
      const { db } = deps.database;
      const mail = await claimOutboxMail(db, outboxId, expireInSeconds);
      if (!mail) {
        const row = await findOutboxMail(db, outboxId);
        if (!row) logger.warn({ outboxId }, 'mail not in the outbox; nothing to send');
        else logger.info({ outboxId, status: row.status }, 'mail already sent or being sent; skipped');
        return;
      }
      let messageId: string | null;
      try {
        ({ messageId } = await deps.mailer.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          ...(mail.headers ? { headers: mail.headers } : {}),
        }));
      } catch (err) {
        const permanent = err instanceof PermanentMailError;
        const final = permanent || mail.attempts > retryLimit;
        const error = err instanceof Error ? err.message : String(err);
        await recordOutboxFailure(db, outboxId, { error, final });
        if (!permanent) throw err;
        logger.error({ err, outboxId, template: mail.template }, 'mail refused for good; not retried');
        return;
      }
      const status = deps.mailer.kind === 'log' ? 'logged' : 'sent';
      await markOutboxDelivered(db, outboxId, { status, messageId });
      logger.info({ outboxId, template: mail.template, attempt: mail.attempts }, `mail ${status}`);
    },
  });
}

export const sendMailJob = createSendMailJob();
