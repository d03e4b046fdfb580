import type { Logger } from 'pino';
import type { Mailer } from './mailer';

export const LOG_MAILER_MESSAGE = 'mail (no SMTP_URL set; not sent)';

/**
 * Without SMTP_URL: the whole message (recipient, subject, text body with every link) goes
 * to the log at info level, so a self-hosted instance can still confirm its first account.
 */
export function createLogMailer(logger: Logger, from: string): Mailer {
  return {
    kind: 'log',
    async send(message, options = {}) {
      options.signal?.throwIfAborted();
      await options.onHandOff?.();
      logger.info(
        {
          mail: {
            from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.headers ? { headers: message.headers } : {}),
          },
        },
        LOG_MAILER_MESSAGE,
      );
      return { messageId: null };
    },
  };
}
