import type { Logger } from 'pino';
import type { Config } from '../../config';
import { createLogMailer } from './log-mailer';
import type { Mailer } from './mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { Mailer, OutgoingMail } from './mailer';
export { LOG_MAILER_MESSAGE } from './log-mailer';
export { createSmtpMailer } from './smtp-mailer';
export {
  queueMail,
  queueMailInOwnTransaction,
  queueMailOnce,
  queueMailsOnce,
  type QueueMailInput,
  type QueueMailOnceInput,
} from './queue-mail';
export { outboxMessageId, oneLine } from './message-id';
export { renderMail, type MailTemplateData, type MailTemplateName } from './templates';

/** SMTP when SMTP_URL is set, otherwise the log. */
export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'> &
    Partial<Pick<Config, 'MAIL_SMTP_CONNECTIONS' | 'MAIL_SMTP_TIMEOUT_SECONDS' | 'SMTP_TLS_SELF_SIGNED'>>,
  logger: Logger,
): Mailer {
  if (config.SMTP_URL) {
    return createSmtpMailer({
      url: config.SMTP_URL,
      from: config.MAIL_FROM,
      maxConnections: config.MAIL_SMTP_CONNECTIONS,
      trustSelfSigned: config.SMTP_TLS_SELF_SIGNED,
      ...(config.MAIL_SMTP_TIMEOUT_SECONDS
        ? { socketTimeoutMs: config.MAIL_SMTP_TIMEOUT_SECONDS * 1000 }
        : {}),
    });
  }
  logger.info('SMTP_URL is not set: mail is written to the log and kept in the outbox');
  return createLogMailer(logger, config.MAIL_FROM);
}
