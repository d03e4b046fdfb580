import type { AppDeps } from '../deps';
import { PermanentMailError } from '../integrations/mail/mailer';
import { outboxMessageId } from '../integrations/mail/message-id';
import {
  claimOutboxMail,
  findOutboxMail,
  markOutboxDelivered,
  recordOutboxFailure,
} from '../integrations/mail/outbox';
import { defineJob } from '../queue/define-job';
import { sendMailRef, type SendMailPayload } from '../queue/job-refs';

export interface SendMailJobOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * How long one try may run before the queue (and another job) may try again: the lease on
   * the outbox row. Keep it above the SMTP timeout, so a live try always ends first.
   */
  expireInSeconds?: number;
  /** Mails one worker process sends at the same time. */
  concurrency?: number;
}

/**
 * Delivers one outbox mail. A try first takes a lease on the row, so a retry or a duplicate
 * job never mails twice; a failed try is recorded and rethrown for the queue to retry (with
 * capped exponential backoff and jitter), the try that has none left and a permanent refusal
 * (5xx) mark the mail `failed`. Every try carries the same Message-ID, derived from the row.
 *
 * The one window left: the SMTP server accepted the message and the worker died before the
 * row was marked sent. The lease then runs out and another try sends it again, with the same
 * Message-ID, so the receiving side can tell it is the same message.
 */
export function createSendMailJob(options: SendMailJobOptions = {}) {
  const retryLimit = options.retryLimit ?? 5;
  const expireInSeconds = options.expireInSeconds ?? 120;
  return defineJob<SendMailPayload, AppDeps>({
    ...sendMailRef,
    retryLimit,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    expireInSeconds,
    concurrency: options.concurrency ?? 8,
    async handler({ outboxId }, { deps, logger, lastTry }) {
      const { db } = deps.database;
      const mail = await claimOutboxMail(db, outboxId, expireInSeconds);
      if (!mail) return skip(deps, outboxId, logger);
      let messageId: string | null;
      try {
        ({ messageId } = await deps.mailer.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody,
          messageId: outboxMessageId(mail.id, deps.config.MAIL_FROM),
          ...(mail.headers ? { headers: mail.headers } : {}),
        }));
      } catch (err) {
        const permanent = err instanceof PermanentMailError;
        const final = permanent || (lastTry ?? mail.attempts > retryLimit);
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

/**
 * Why a try found nothing to do. A lease held by another try may belong to a worker that
 * died: the mail is looked at again once that lease has run out.
 */
async function skip(deps: AppDeps, outboxId: string, logger: AppDeps['logger']) {
  const row = await findOutboxMail(deps.database.db, outboxId);
  if (!row) return logger.warn({ outboxId }, 'mail not in the outbox; nothing to send');
  if (row.status === 'queued' && row.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
    await deps.queue.send(
      sendMailRef,
      { outboxId },
      { startAfter: new Date(row.lockedUntil.getTime() + 1_000) },
    );
    return logger.info({ outboxId }, 'mail being sent by another try; looked at again when its lease ends');
  }
  logger.info({ outboxId, status: row.status }, 'mail already sent or being sent; skipped');
}

export const sendMailJob = createSendMailJob();
