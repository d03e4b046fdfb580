import type { Logger } from 'pino';
import type { Config } from '../../config';
import { createLogMailer } from './log-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer, OutgoingMail } from './mailer';
export { LOG_MAILER_MESSAGE } from './log-mailer';
export { createSmtpMailer } from './smtp-mailer';
export { queueMail, queueMailInOwnTransaction, type QueueMailInput } from './queue-mail';
export { renderMail, type MailTemplateData, type MailTemplateName } from './templates';

/** SMTP when SMTP_URL is set, otherwise the log. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>, logger: Logger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  logger.info('SMTP_URL is not set: mail is written to the log and kept in the outbox');
  return createLogMailer(logger, config.MAIL_FROM);
}
