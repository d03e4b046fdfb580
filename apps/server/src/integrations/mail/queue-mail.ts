import { z } from 'zod';
import type { TxHandle } from '../../db/client';
import type { AppDeps } from '../../deps';
import { sendMailJob } from '../../jobs/send-mail.job';
import { insertOutboxMail } from './outbox';
import { renderMail, type MailTemplateData, type MailTemplateName } from './templates';

export interface QueueMailInput<N extends MailTemplateName> {
  /** One address; never a list. */
  to: string;
  template: N;
  data: MailTemplateData<N>;
  headers?: Record<string, string>;
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
  const to = recipient.parse(input.to.trim());
  const mail = renderMail(input.template, input.data, { publicUrl: deps.config.PUBLIC_URL });
  const outboxId = await insertOutboxMail(tx.db, {
    toAddress: to,
    template: input.template,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: input.headers ?? null,
  });
  await deps.queue.send(sendMailJob, { outboxId }, { executeSql: tx.executeSql });
  return { outboxId };
}

/** `queueMail` in a transaction of its own, for mail that follows no other write. */
export function queueMailInOwnTransaction<N extends MailTemplateName>(
  deps: QueueMailDeps & Pick<AppDeps, 'database'>,
  input: QueueMailInput<N>,
): Promise<{ outboxId: string }> {
  return deps.database.transaction((tx) => queueMail(deps, tx, input));
}
