/** One message ready to go: rendered bodies, one recipient. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /**
   * The Message-ID header, `<id@domain>`. Stable per outbox mail, so a copy sent again after
   * a crash (accepted by SMTP, not yet recorded) is recognisable as the same message.
   */
  messageId?: string;
}

/** How one send is run. */
export interface SendOptions {
  /**
   * Called (and awaited) once the mail is about to be handed to SMTP: a free connection is
   * waiting for it. The send-mail job writes its `sending` mark here; when it throws, the mail
   * is not handed over and `send` rejects with its error.
   */
  onHandOff?: () => Promise<void>;
  /**
   * Ends the send: while the mail waits for a connection it is never handed over; in the
   * middle of its SMTP conversation the connection is closed (the server may have the
   * message by then). `send` rejects with an AbortError.
   */
  signal?: AbortSignal;
}

/** Where mail goes. Jobs send through it; nothing else talks to SMTP. */
export interface Mailer {
  /**
   * `smtp` delivers to a server; `log` only writes the message to the log (no SMTP_URL),
   * which the outbox records as `logged` rather than `sent`.
   */
  readonly kind: 'smtp' | 'log';
  /**
   * Resolves once the message is accepted. Rejects with PermanentMailError when the server
   * refused it for good, with any other error when trying again later may work.
   */
  send(message: OutgoingMail, options?: SendOptions): Promise<{ messageId: string | null }>;
  close?(): void;
}

/** The server refused the message for good (e.g. 550 no such mailbox): trying again will not help. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
  constructor(
    message: string,
    readonly responseCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Whether a failed send was refused by a reply of the server (4xx, 5xx): the message was not
 * taken. After a timeout, a broken connection or an abort the server may have it.
 */
export function refusedByReply(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 400;
}
