import type { AddressInfo } from 'node:net';
import PostalMime, { type Address } from 'postal-mime';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One message the sink accepted, parsed. */
export interface SinkMessage {
  /** Envelope sender and recipients (MAIL FROM / RCPT TO). */
  envelope: { from: string | null; to: string[] };
  /** The From header, e.g. `Shiplog <no-reply@shiplog.local>`. */
  from: string;
  /** The To header's addresses. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case; the last value wins. */
  headers: Record<string, string>;
  messageId: string | null;
  raw: string;
}

export interface RefusalOptions {
  /** SMTP reply code; 4xx asks the client to try later, 5xx refuses for good. */
  code?: number;
  message?: string;
  /** Refuse the recipient (RCPT TO) or the message after DATA. */
  at?: 'rcpt' | 'data';
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  port: number;
  messages: SinkMessage[];
  /** Resolves with the first message (received or arriving) that matches a predicate or recipient. */
  waitForMail(match: string | ((m: SinkMessage) => boolean), timeoutMs?: number): Promise<SinkMessage>;
  /** Refuses the next `count` messages, then accepts again. */
  failNext(count: number, options?: RefusalOptions): void;
  /** How many messages were refused so far. */
  refused(): number;
  clear(): void;
  close(): Promise<void>;
}

const formatAddress = (a: Address | undefined): string =>
  !a ? '' : a.address ? (a.name ? `${a.name} <${a.address}>` : a.address) : a.name;

const addressesOf = (list: Address[] | undefined): string[] =>
  (list ?? []).flatMap((a) => (a.group ? a.group.map((m) => m.address) : [a.address!]));

async function parseMessage(raw: string, session: SMTPServerSession): Promise<SinkMessage> {
  const mail = await PostalMime.parse(raw);
  const envelope = session.envelope;
  return {
    envelope: {
      from: envelope.mailFrom ? envelope.mailFrom.address : null,
      to: envelope.rcptTo.map((r) => r.address),
    },
    from: formatAddress(mail.from),
    to: addressesOf(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: mail.html ?? '',
    headers: Object.fromEntries(mail.headers.map((h) => [h.key, h.value])),
    messageId: mail.messageId ?? null,
    raw,
  };
}

/** A real SMTP server on loopback (no TLS, any or no auth) that keeps every message parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => unknown>();
  const refusals: Required<RefusalOptions>[] = [];
  let refusedCount = 0;

  const refusal = (stage: 'rcpt' | 'data'): Error | null => {
    if (refusals[0]?.at !== stage) return null;
    const { code, message } = refusals.shift()!;
    refusedCount++;
    return Object.assign(new Error(message), { responseCode: code });
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sink' }),
    onRcptTo: (_address, _session, callback) => callback(refusal('rcpt')),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (err) => callback(err));
      stream.on('end', () => {
        const refused = refusal('data');
        if (refused) return callback(refused);
        parseMessage(Buffer.concat(chunks).toString('utf8'), session).then(
          (message) => {
            messages.push(message);
            for (const wake of waiters) wake();
            callback(null);
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  server.on('error', () => {});

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitForMail(match, timeoutMs = 15_000) {
      const test = typeof match === 'string' ? (m: SinkMessage) => m.envelope.to.includes(match) : match;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(test);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No mail matched within ${timeoutMs} ms (received ${messages.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        if (!check()) waiters.add(check);
      });
    },
    failNext(count, options = {}) {
      const { code = 451, message = 'Try again later', at = 'data' } = options;
      for (let i = 0; i < count; i++) refusals.push({ code, message, at });
    },
    refused: () => refusedCount,
    clear: () => {
      messages.length = 0;
      refusals.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
