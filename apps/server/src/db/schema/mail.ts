import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail the app means to send, recorded in the transaction that caused it and
 * delivered by the `send-mail` job. `logged` means no SMTP server was configured and the
 * message went to the log instead.
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
