import { sql } from 'drizzle-orm';
import { type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core';

/** A point in time, with its time zone, read as a Date. */
export const at = () => timestamp({ withTimezone: true, mode: 'date' });

/** A text primary key the database fills with a random UUID. */
export const uuidKey = () =>
  text()
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

/** A required reference whose rows go when the row they point to is deleted. */
export const cascadeRef = (column: () => AnyPgColumn) =>
  text().notNull().references(column, { onDelete: 'cascade' });
