import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updates } from './updates';
import { cascadeRef } from './columns';

/**
 * What a generated update was built from: its commits and pull requests, in the order it tells
 * of them, each with its diff stats when GitHub gave them (a pull request's for a merge, a
 * commit's own otherwise; null when unknown). Kept apart from the update's text, so editing the
 * text keeps its provenance.
 */
export const updateSources = pgTable(
  'update_sources',
  {
    updateId: cascadeRef(() => updates.id),
    position: integer().notNull(),
    kind: text({ enum: ['commit', 'pull_request'] }).notNull(),
    /** A lowercase sha, or a pull request's number. */
    ref: text().notNull(),
    /** The commit's first line, or the pull request's title. */
    title: text().notNull(),
    url: text().notNull(),
    files: integer(),
    additions: integer(),
    deletions: integer(),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.position] })],
);
