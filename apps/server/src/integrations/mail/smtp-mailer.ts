import nodemailer from 'nodemailer';
import { PermanentMailError, type Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), credentials in the URL. */
  url: string;
  /** The From header, e.g. `Shiplog <no-reply@example.com>`. */
  from: string;
  connectionTimeoutMs?: number;
  socketTimeoutMs?: number;
}

/** Sends over SMTP with nodemailer, one connection per message (no pool to keep alive). */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.connectionTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return { messageId: info.messageId ?? null };
      } catch (err) {
        throw asPermanent(err) ?? err;
      }
    },
    close: () => transport.close(),
  };
}

/**
 * A 5xx answer to the envelope (sender or recipient) or to the message itself is final.
 * Connection, TLS and authentication problems are not: they may be fixed and retried.
 */
function asPermanent(err: unknown): PermanentMailError | null {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  const final = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  if (!final || (code !== 'EENVELOPE' && code !== 'EMESSAGE')) return null;
  return new PermanentMailError((err as Error).message, responseCode, { cause: err });
}
