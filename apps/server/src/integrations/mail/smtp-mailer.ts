import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import { createSlots } from './hand-off-slots';
import { PermanentMailError, type Mailer, type OutgoingMail } from './mailer';
import { oneLine } from './message-id';

export interface SmtpMailerOptions {
  /** smtp:// (STARTTLS when offered) or smtps:// (TLS from the start), credentials in the URL. */
  url: string;
  /** The From header, e.g. `Shiplog <no-reply@example.com>`. */
  from: string;
  connectionTimeoutMs?: number;
  /** How long the server may stay silent in the middle of a message before the try fails. */
  socketTimeoutMs?: number;
  /** Connections kept open and shared by the mails being sent (default 5). */
  maxConnections?: number;
  /** Accepts a self-signed (or otherwise unverifiable) certificate from the server. Off by default. */
  trustSelfSigned?: boolean;
}

/**
 * Sends over SMTP with nodemailer through a pool of open connections (each carries up to 100
 * messages before it is replaced), so a fan-out does not pay a handshake per mail.
 *
 * A mail is handed to the pool only when a connection is free for it (`onHandOff` runs then),
 * so a mail that waits has not reached any server. A connection that breaks in the middle of
 * a message fails that send: nodemailer's pool would otherwise send it again on another
 * connection, a second copy if the server had taken the first, with nobody the wiser.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const maxConnections = options.maxConnections ?? 5;
  const slots = createSlots(maxConnections);
  // Loaded here: a process without SMTP_URL never needs nodemailer (~100 ms and 3 MB at start).
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport({
    url: options.url,
    pool: true,
    maxConnections,
    maxRequeues: 0,
    maxMessages: 100,
    connectionTimeout: options.connectionTimeoutMs ?? 10_000,
    greetingTimeout: options.connectionTimeoutMs ?? 10_000,
    socketTimeout: options.socketTimeoutMs ?? 20_000,
    ...(options.trustSelfSigned ? { tls: { rejectUnauthorized: false } } : {}),
  });
  return {
    kind: 'smtp',
    async send(message, { onHandOff, signal } = {}) {
      const release = await slots.acquire(signal);
      try {
        await onHandOff?.();
        signal?.throwIfAborted();
        const info = await transport.sendMail({
          ...envelopeOf(options.from, message),
          ...(signal ? { signal } : {}),
        });
        return { messageId: info.messageId ?? null };
      } catch (err) {
        throw asPermanent(err) ?? err;
      } finally {
        release();
      }
    },
    close: () => transport.close(),
  };
}

/** The message for nodemailer; nothing from user input reaches a header with a line break. */
function envelopeOf(from: string, message: OutgoingMail) {
  const headers = message.headers
    ? Object.fromEntries(
        Object.entries(message.headers).map(([name, value]) => [oneLine(name), oneLine(value)]),
      )
    : undefined;
  return {
    from,
    to: oneLine(message.to),
    subject: oneLine(message.subject),
    text: message.text,
    html: message.html,
    ...(message.messageId ? { messageId: oneLine(message.messageId) } : {}),
    ...(headers ? { headers } : {}),
  };
}

/**
 * A 5xx answer to the envelope (sender or recipient) or to the message itself is final.
 * Connection, TLS and authentication problems, 4xx answers and timeouts are not: they may be
 * fixed and retried.
 */
function asPermanent(err: unknown): PermanentMailError | null {
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  const final = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  if (!final || (code !== 'EENVELOPE' && code !== 'EMESSAGE')) return null;
  return new PermanentMailError((err as Error).message, responseCode, { cause: err });
}
