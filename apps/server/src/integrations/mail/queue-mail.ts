import { z } from 'zod';
import type { TxHandle } from '../../db/client';
import type { AppDeps } from '../../deps';
import { sendMailRef } from '../../queue/job-refs';
import { oneLine } from './message-id';
import { insertOutboxMail, insertOutboxMails, type NewOutboxMail } from './outbox';
import { renderMail, type MailTemplateData, type MailTemplateName } from './templates';

export interface QueueMailInput<N extends MailTemplateName> {
  /** One address; never a list. */
  to: string;
  template: N;
  data: MailTemplateData<N>;
  headers?: Record<string, string>;
}

export interface QueueMailOnceInput<N extends MailTemplateName> extends QueueMailInput<N> {
  /**
   * Recipient and cause, e.g. `update:<update id>:<subscriber id>`. A mail whose key was
   * recorded before is neither recorded nor queued again: the same cause mails once.
   */
  idempotencyKey: string;
}

type QueueMailDeps = Pick<AppDeps, 'config' | 'queue'>;

const recipient = z.email();

/**
 * Renders the mail, records it in the outbox and queues its delivery, all in the caller's
 * transaction: it is kept with the data that caused it and never sent if that rolls back.
 */
export async function queueMail<N extends MailTemplateName>(
  deps: QueueMailDeps,
  tx: TxHandle,
  input: QueueMailInput<N>,
): Promise<{ outboxId: string }> {
  const { outboxId } = await recordAndQueue(deps, tx, input, null);
  return { outboxId: outboxId! };
}

/** `queueMail` for mail with a cause: null `outboxId` when that cause was mailed already. */
export function queueMailOnce<N extends MailTemplateName>(
  deps: QueueMailDeps,
  tx: TxHandle,
  input: QueueMailOnceInput<N>,
): Promise<{ outboxId: string | null }> {
  return recordAndQueue(deps, tx, input, input.idempotencyKey);
}

/** The outbox row of one mail: one checked recipient, rendered bodies, one-line headers. */
function outboxRowOf<N extends MailTemplateName>(
  deps: Pick<AppDeps, 'config'>,
  input: QueueMailInput<N>,
  idempotencyKey: string | null,
): NewOutboxMail {
  const mail = renderMail(input.template, input.data, { publicUrl: deps.config.PUBLIC_URL });
  const headers = input.headers
    ? Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [oneLine(k), oneLine(v)]))
    : null;
  return {
    toAddress: recipient.parse(input.to.trim()),
    template: input.template,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers,
    idempotencyKey,
  };
}

async function recordAndQueue<N extends MailTemplateName>(
  deps: QueueMailDeps,
  tx: TxHandle,
  input: QueueMailInput<N>,
  idempotencyKey: string | null,
): Promise<{ outboxId: string | null }> {
  const outboxId = await insertOutboxMail(tx.db, outboxRowOf(deps, input, idempotencyKey));
  if (outboxId === null) return { outboxId };
  await deps.queue.send(sendMailRef, { outboxId }, { executeSql: tx.executeSql });
  return { outboxId };
}

/** Rows per INSERT (and jobs per queue insert) when many mails are queued at once. */
export const QUEUE_MAIL_BATCH = 250;
/** Mails rendered between two turns of the event loop. */
const RENDER_SLICE = 25;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `queueMailOnce` for many mails (e.g. one per subscriber): rendered and recorded
 * `QUEUE_MAIL_BATCH` per statement and their deliveries queued the same way, all in the
 * caller's transaction. Answers how many were new (keys recorded before are skipped).
 */
export async function queueMailsOnce<N extends MailTemplateName>(
  deps: QueueMailDeps,
  tx: TxHandle,
  inputs: Iterable<QueueMailOnceInput<N>>,
): Promise<{ queued: number }> {
  return recordMailsOnce(deps, tx, await renderMailsOnce(deps, inputs));
}

/**
 * The outbox rows of many mails, rendered outside any transaction (rendering is CPU work:
 * other requests get the event loop every `RENDER_SLICE` mails).
 */
export async function renderMailsOnce<N extends MailTemplateName>(
  deps: Pick<AppDeps, 'config'>,
  inputs: Iterable<QueueMailOnceInput<N>>,
): Promise<NewOutboxMail[]> {
  const rows: NewOutboxMail[] = [];
  for (const input of inputs) {
    rows.push(outboxRowOf(deps, input, input.idempotencyKey));
    if (rows.length % RENDER_SLICE === 0) await yieldToEventLoop();
  }
  return rows;
}

/**
 * Records rendered mails in the caller's transaction, `perStatement` per statement, and
 * queues the deliveries of those whose key was new. Answers how many were new. Between two
 * statements other requests get the event loop (an embedded database runs each statement on
 * this thread).
 */
export async function recordMailsOnce(
  deps: QueueMailDeps,
  tx: TxHandle,
  rows: NewOutboxMail[],
  { perStatement = QUEUE_MAIL_BATCH }: { perStatement?: number } = {},
): Promise<{ queued: number }> {
  let queued = 0;
  for (let i = 0; i < rows.length; i += perStatement) {
    if (i > 0) await yieldToEventLoop();
    const ids = await insertOutboxMails(tx, rows.slice(i, i + perStatement));
    await deps.queue.sendMany(
      sendMailRef,
      ids.map((outboxId) => ({ outboxId })),
      { executeSql: tx.executeSql },
    );
    queued += ids.length;
  }
  return { queued };
}

/**
 * After the transaction that queued mails has committed: this process's mail worker (if it
 * runs one) starts sending now rather than at its next poll.
 */
export function wakeMailWorker(deps: QueueMailDeps): void {
  deps.queue.wake(sendMailRef);
}

/** `queueMail` in a transaction of its own, for mail that follows no other write. */
export async function queueMailInOwnTransaction<N extends MailTemplateName>(
  deps: QueueMailDeps & Pick<AppDeps, 'database'>,
  input: QueueMailInput<N>,
): Promise<{ outboxId: string }> {
  const queued = await deps.database.transaction((tx) => queueMail(deps, tx, input));
  wakeMailWorker(deps);
  return queued;
}
