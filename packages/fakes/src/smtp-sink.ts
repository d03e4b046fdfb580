import type { AddressInfo, Socket } from 'node:net';
import PostalMime, { type Address } from 'postal-mime';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { SinkBehaviour, SinkRule } from './smtp-faults';

export { randomFaults, seededUnit, type SinkBehaviour, type SinkRule } from './smtp-faults';

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
  /** Every header in order, repeats kept (names in lower case). */
  headerList: { key: string; value: string }[];
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
  /** The messages accepted for one envelope recipient (RCPT TO), in the order they arrived. */
  messagesTo(rcpt: string): SinkMessage[];
  /** Resolves with the first message (received or arriving) that matches a predicate or recipient. */
  waitForMail(match: string | ((m: SinkMessage) => boolean), timeoutMs?: number): Promise<SinkMessage>;
  /** Refuses the next `count` messages, then accepts again. */
  failNext(count: number, options?: RefusalOptions): void;
  /** How many messages were refused so far. */
  refused(): number;
  /**
   * Decides how every message is answered from now on (null: accept all); `failNext`
   * refusals still come first. See smtp-faults.ts for temporary, permanent, drop and stall.
   */
  setRule(rule: SinkRule | null): void;
  /** Messages to `rcpt` that reached the end of DATA, whatever the answer. */
  attempts(rcpt: string): number;
  /** How many messages got each answer from the rule (or were accepted without one). */
  outcomes(): Record<SinkBehaviour, number>;
  /** Leaves every RCPT TO unanswered from now on: the clients' tries hang mid-transaction. */
  hold(): void;
  /** How many RCPT TO commands are waiting for an answer. */
  held(): number;
  /** Answers the held commands and stops holding. */
  release(): void;
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
    headerList: mail.headers.map(({ key, value }) => ({ key, value })),
    messageId: mail.messageId ?? null,
    raw,
  };
}

/**
 * A real SMTP server on loopback (any or no auth) that keeps every message parsed. No TLS, or
 * with `startTls` STARTTLS offered with a self-signed certificate (smtp-server's own, and out of date), as
 * Debian's MTA does out of the box.
 */
export async function startSmtpSink(options: { startTls?: boolean } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<() => unknown>();
  const refusals: Required<RefusalOptions>[] = [];
  let refusedCount = 0;
  let rule: SinkRule | null = null;
  const tries = new Map<string, number>();
  const outcomes: Record<SinkBehaviour, number> = {
    accept: 0,
    temporary: 0,
    permanent: 0,
    drop: 0,
    stall: 0,
  };
  /** Open client sockets by remote port, so `drop` can cut the one a message came on. */
  const sockets = new Map<number, Socket>();
  let holding = false;
  const heldAnswers: Array<() => void> = [];

  /** What the rule says for this message (counted per recipient). */
  const behaviourFor = (session: SMTPServerSession): SinkBehaviour => {
    const rcpt = session.envelope.rcptTo[0]?.address ?? '';
    const attempt = (tries.get(rcpt) ?? 0) + 1;
    tries.set(rcpt, attempt);
    const behaviour = rule ? rule(rcpt, attempt) : 'accept';
    outcomes[behaviour]++;
    return behaviour;
  };

  const refusal = (stage: 'rcpt' | 'data'): Error | null => {
    if (refusals[0]?.at !== stage) return null;
    const { code, message } = refusals.shift()!;
    refusedCount++;
    return Object.assign(new Error(message), { responseCode: code });
  };

  const server = new SMTPServer({
    authOptional: true,
    // Clients that keep a pool of connections open are cut off at close, not waited for.
    closeTimeout: 100,
    disabledCommands: options.startTls ? [] : ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'sink' }),
    onRcptTo: (_address, _session, callback) => {
      const answer = () => callback(refusal('rcpt'));
      if (holding) heldAnswers.push(answer);
      else answer();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (err) => callback(err));
      stream.on('end', () => {
        const refused = refusal('data');
        if (refused) return callback(refused);
        const behaviour = behaviourFor(session);
        if (behaviour === 'temporary' || behaviour === 'permanent') {
          refusedCount++;
          const code = behaviour === 'temporary' ? 451 : 550;
          const text = behaviour === 'temporary' ? 'Try again later' : 'No such user here';
          return callback(Object.assign(new Error(text), { responseCode: code }));
        }
        if (behaviour === 'drop') return sockets.get(session.remotePort)?.destroy();
        // A stall never answers: the client's socket timeout ends the try.
        if (behaviour === 'stall') return;
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
  server.server.on('connection', (socket: Socket) => {
    const port = socket.remotePort!;
    sockets.set(port, socket);
    socket.once('close', () => sockets.delete(port));
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    messagesTo: (rcpt) => messages.filter((m) => m.envelope.to.includes(rcpt)),
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
        // The deadline: the wait ends as soon as a matching mail arrives.
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
    setRule: (next) => {
      rule = next;
    },
    attempts: (rcpt) => tries.get(rcpt) ?? 0,
    outcomes: () => ({ ...outcomes }),
    hold: () => {
      holding = true;
    },
    held: () => heldAnswers.length,
    release: () => {
      holding = false;
      // The client may be gone by now (its socket closed): answering it then is a no-op.
      for (const answer of heldAnswers.splice(0)) {
        try {
          answer();
        } catch {
          /* closed connection */
        }
      }
    },
    clear: () => {
      messages.length = 0;
      refusals.length = 0;
      tries.clear();
      rule = null;
      for (const key of Object.keys(outcomes) as SinkBehaviour[]) outcomes[key] = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Pooled and stalled connections are cut rather than waited for.
        for (const socket of sockets.values()) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
