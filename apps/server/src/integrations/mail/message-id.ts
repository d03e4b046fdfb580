/** The domain of the From address (`Shiplog <hello@example.com>` → `example.com`). */
export function senderDomain(from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1];
  return domain && domain.includes('.') ? domain.toLowerCase() : 'shiplog.local';
}

/**
 * The Message-ID of one outbox mail: derived from its id, so every try of it, including a
 * resend after a crash between SMTP acceptance and the database update, is the same message.
 */
export function outboxMessageId(outboxId: string, from: string): string {
  return `<${outboxId}@${senderDomain(from)}>`;
}

/** A header value on one line: CR and LF (and other control characters) become spaces. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}
