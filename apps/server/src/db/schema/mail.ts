import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the app means to send, recorded in the transaction that caused it and
 * delivered by the `send-mail` job. `logged` means no SMTP server was configured and the
 * message went to the log instead.
 *
 * One try of a queued mail: when a connection is free for it, one committed write claims it
 * (`attempts` + 1, `lockedUntil`: the lease) and marks it `sendingAt`; then it is handed to
 * SMTP; once the server has taken it, `sent`.
 * A queued mail with `sendingAt` set was in an SMTP conversation whose outcome nobody
 * recorded (its worker died, or the connection broke): the server may have it already, so
 * the next try, once the lease has run out, may deliver a second copy, with the same
 * Message-ID. A queued mail without `sendingAt` has never reached a server; a sent one is
 * never sent again.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    toAddress: text().notNull(),
    /** The template's registry name, e.g. `confirm-signup`. */
    template: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /**
     * Recipient and cause (e.g. `update:<id>:<subscriber>`): stored before sending and unique,
     * so a retried job, a crashed worker or a duplicated event never queues the same mail twice.
     */
    idempotencyKey: text().unique(),
    /** Extra message headers (e.g. List-Unsubscribe). */
    headers: jsonb().$type<Record<string, string>>(),
    status: text({ enum: MAIL_STATUSES }).notNull().default('queued'),
    /** Tries started so far, the successful one included. */
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** While set and in the future, one job is sending this mail; others leave it alone. */
    lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
    /**
     * When the last try handed the mail to SMTP (written and committed before the mail is
     * handed over). Cleared when the server refused the mail by a reply, so on a queued mail
     * it is set only while a try may have delivered it without recording so.
     */
    sendingAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The id the SMTP server gave the message. */
    messageId: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in ('queued', 'sent', 'logged', 'failed')`),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('mail_outbox_status_created_at_idx').on(t.status, t.createdAt),
    index('mail_outbox_to_address_idx').on(t.toAddress),
  ],
);
