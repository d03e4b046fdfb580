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
  send(message: OutgoingMail): Promise<{ messageId: string | null }>;
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
