import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { at } from './columns';

/**
 * A project's custom domain: one per project, one project per domain
 * (lower-cased). `projects.custom_domain` mirrors `domain` while the row exists.
 */
export const projectDomains = pgTable(
  'project_domains',
  {
    projectId: text()
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    domain: text().notNull().unique('project_domains_domain_unique'),
    status: text({ enum: ['pending', 'active', 'error'] })
      .notNull()
      .default('pending'),
    /** Why it is in error (the text shown with the status). */
    error: text(),
    /** The value of the `_shiplog.{domain}` TXT record that proves ownership. */
    txtToken: text().notNull(),
    /** Checks failed in a row (an active domain goes to error only after several). */
    failures: integer().notNull().default(0),
    verifiedAt: at(),
    checkedAt: at(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('project_domains_status_idx').on(t.status, t.checkedAt),
    check('project_domains_status_check', sql`${t.status} in ('pending', 'active', 'error')`),
  ],
);
