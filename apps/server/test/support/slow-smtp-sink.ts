import { createServer, type AddressInfo, type Socket } from 'node:net';

/** One message the sink took, in the order taken. */
export interface TakenMessage {
  /** The envelope recipient (RCPT TO). */
  rcpt: string;
  /** The Message-ID header as sent, `<…>`. */
  messageId: string | null;
  /** Date.now() when the end of DATA arrived. */
  at: number;
}

export interface SlowSmtpSink {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  /** Every message whose DATA ended, duplicates included. */
  taken: TakenMessage[];
  /** Messages taken whose 250 has not been written yet: SMTP conversations in flight. */
  awaitingReply(): TakenMessage[];
  /** RCPT TO commands seen per recipient (every try of a mail has one). */
  rcptTries(rcpt: string): number;
  /** Conversations between MAIL FROM and the answer to their message (or their end). */
  openTransactions(): number;
  close(): Promise<void>;
}

/**
 * A bare SMTP server on loopback that keeps a message as soon as its DATA ends and answers 250
 * only `replyDelayMs` later, the way an MTA commits a message to its queue before it replies.
 * A client that dies in that window leaves a delivered message it never heard about: what a
 * sender killed mid-conversation can send twice. Only what the tests need: EHLO, MAIL, RCPT,
 * DATA, RSET, NOOP, QUIT; no TLS, no AUTH.
 */
export async function startSlowSmtpSink(options: {
  replyDelayMs: number;
  /**
   * How long the answer to RCPT TO of the `attempt`-th try for `rcpt` trickles in: a line of
   * a multi-line reply every 200 ms, so no socket timeout notices (0: answered at once).
   */
  trickleRcptMs?: (rcpt: string, attempt: number) => number;
}): Promise<SlowSmtpSink> {
  const taken: TakenMessage[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const awaiting = new Set<TakenMessage>();
  const tries = new Map<string, number>();
  let open = 0;
  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    let inTransaction = false;
    const endTransaction = () => {
      if (inTransaction) open--;
      inTransaction = false;
    };
    socket.on('close', () => {
      sockets.delete(socket);
      endTransaction();
    });
    socket.on('error', () => {});
    const reply = (line: string) => {
      if (!socket.destroyed && socket.writable) socket.write(`${line}\r\n`);
    };
    let buffer = '';
    let inData = false;
    let headers: string[] = [];
    let inHeaders = true;
    let rcpt = '';
    const trickle = (ms: number) => {
      if (ms <= 0 || socket.destroyed) return reply('250 OK');
      reply('250-still looking');
      later(Math.min(ms, 200), () => trickle(ms - 200));
    };
    reply('220 slow-sink ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            if (inHeaders) {
              if (line === '') inHeaders = false;
              else headers.push(line);
            }
            continue;
          }
          inData = false;
          const message = { rcpt, messageId: messageIdOf(headers), at: Date.now() };
          taken.push(message);
          awaiting.add(message);
          later(options.replyDelayMs, () => {
            awaiting.delete(message);
            reply('250 OK queued');
            endTransaction();
          });
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-slow-sink\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 slow-sink');
        else if (verb === 'MAIL') {
          if (!inTransaction) open++;
          inTransaction = true;
          reply('250 OK');
        } else if (verb === 'RSET') {
          endTransaction();
          reply('250 OK');
        } else if (verb === 'RCPT') {
          rcpt = /<([^>]*)>/.exec(line)?.[1] ?? '';
          const attempt = (tries.get(rcpt) ?? 0) + 1;
          tries.set(rcpt, attempt);
          trickle(options.trickleRcptMs?.(rcpt, attempt) ?? 0);
        } else if (verb === 'DATA') {
          inData = true;
          inHeaders = true;
          headers = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    taken,
    awaitingReply: () => [...awaiting],
    rcptTries: (rcpt) => tries.get(rcpt) ?? 0,
    openTransactions: () => open,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The Message-ID header of a message's header lines (folded lines joined). */
function messageIdOf(lines: string[]): string | null {
  const unfolded = lines.join('\r\n').replace(/\r\n[ \t]+/g, ' ');
  return /^message-id:\s*(\S+)/im.exec(unfolded)?.[1] ?? null;
}
