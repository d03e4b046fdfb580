import type { AppDeps } from '../deps';
import { PermanentMailError, refusedByReply, type OutgoingMail } from '../integrations/mail/mailer';
import { outboxMessageId } from '../integrations/mail/message-id';
import {
  claimOutboxMail,
  findOutboxMail,
  markOutboxDelivered,
  recordOutboxFailure,
  recordOutboxGivenUp,
  type OutboxMail,
  type OutboxTry,
} from '../integrations/mail/outbox';
import { defineJob } from '../queue/define-job';
import { sendMailRef, type SendMailPayload } from '../queue/job-refs';

export interface SendMailJobOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
  /**
   * How long one try owns its mail: the lease on the outbox row, and how long the queue lets
   * the job run before another may try. A try still talking to the SMTP server near the end of
   * its lease is cut off, so two tries never have the mail in flight at once.
   */
  expireInSeconds?: number;
  /** Mails one worker process sends at the same time. */
  concurrency?: number;
}

/** What is left of the lease when a try gives up: a tenth, at most a second. */
const leaseMarginMs = (leaseSeconds: number) => Math.min(1_000, leaseSeconds * 100);

/** Another try holds the mail, or it was sent or failed meanwhile. */
class NotClaimedError extends Error {
  override name = 'NotClaimedError';
}

const outgoingOf = (mail: OutboxMail, from: string): OutgoingMail => ({
  to: mail.toAddress,
  subject: mail.subject,
  text: mail.textBody,
  html: mail.htmlBody,
  messageId: outboxMessageId(mail.id, from),
  ...(mail.headers ? { headers: mail.headers } : {}),
});

/**
 * Delivers one outbox mail. When a connection is free for it, a try claims the row in one
 * committed write (an attempt counted, a lease, the `sendingAt` mark) and only then hands the
 * mail to SMTP; once the server has taken it the row is marked `sent`. A retry or a duplicate
 * job finds the lease or the `sent` and does nothing. A failed try is recorded and rethrown for
 * the queue to retry (with capped exponential backoff and jitter); the try that has none left
 * and a permanent refusal (5xx) mark the mail `failed`. Every try carries the same Message-ID,
 * derived from the row.
 *
 * The one window left: the SMTP server took the message and the worker died before the row
 * was marked sent. The row still says `sendingAt`; once the lease has run out another try
 * sends it again, with the same Message-ID, so the receiving side can tell it is the same
 * message. A mail never handed over is sent once; a sent one never again.
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
      // The queue lets the job run `expireInSeconds` from now and the lease runs as long from
      // the claim, which comes later: a deadline counted from here ends before both.
      const deadline = new AbortController();
      const timer = setTimeout(
        () => deadline.abort(new Error(`the try ran out of its ${expireInSeconds} s lease`)),
        expireInSeconds * 1000 - leaseMarginMs(expireInSeconds),
      );
      try {
        const mail = await findOutboxMail(db, outboxId);
        const leased = mail?.lockedUntil && mail.lockedUntil.getTime() > Date.now();
        if (!mail || mail.status !== 'queued' || leased) return await skip(deps, outboxId, logger);
        const held: { try: OutboxTry | null } = { try: null };
        let messageId: string | null;
        try {
          ({ messageId } = await deps.mailer.send(outgoingOf(mail, deps.config.MAIL_FROM), {
            signal: deadline.signal,
            onHandOff: async () => {
              held.try = await claimOutboxMail(db, outboxId, expireInSeconds);
              if (!held.try) throw new NotClaimedError();
            },
          }));
        } catch (err) {
          if (err instanceof NotClaimedError) return await skip(deps, outboxId, logger);
          const permanent = err instanceof PermanentMailError;
          const reason = deadline.signal.aborted ? deadline.signal.reason : err;
          const error = reason instanceof Error ? reason.message : String(reason);
          if (!held.try) {
            // Never handed over (no connection came free in time): the queue tries again.
            if (lastTry) await recordOutboxGivenUp(db, outboxId, error);
            throw err;
          }
          const final = permanent || (lastTry ?? held.try.attempt > retryLimit);
          await recordOutboxFailure(db, held.try, { error, final, refused: refusedByReply(err) });
          if (!permanent) throw err;
          logger.error({ err, outboxId, template: mail.template }, 'mail refused for good; not retried');
          return;
        }
        const status = deps.mailer.kind === 'log' ? 'logged' : 'sent';
        await markOutboxDelivered(db, outboxId, { status, messageId });
        logger.info({ outboxId, template: mail.template, attempt: held.try?.attempt }, `mail ${status}`);
        if (mail.sendingAt) {
          logger.warn(
            { outboxId, template: mail.template, handedOverBefore: mail.sendingAt },
            'mail sent again after an earlier try handed it to SMTP and never heard back (same Message-ID): it may have arrived twice',
          );
        }
      } finally {
        clearTimeout(timer);
      }
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
