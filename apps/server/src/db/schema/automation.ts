import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { updates } from './updates';
import { at, cascadeRef } from './columns';

/**
 * A project's repository hook on GitHub: one per project. The hook's
 * secret is kept encrypted with APP_SECRET; deliveries are verified against it.
 */
export const projectWebhooks = pgTable(
  'project_webhooks',
  {
    projectId: text()
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** owner/repo the hook was created on. */
    repositoryName: text().notNull(),
    /** GitHub's hook id (null while it could not be created). */
    githubHookId: bigint({ mode: 'number' }),
    /** The hook secret, encrypted at rest. */
    secretEncrypted: text().notNull(),
    events: text()
      .array()
      .notNull()
      .default(sql`'{push,pull_request,release}'::text[]`),
    active: boolean().notNull().default(true),
    createdAt: at().notNull().defaultNow(),
    updatedAt: at().notNull().defaultNow(),
  },
  /** The receiver finds a delivery's hook by repository, case-insensitively. */
  (t) => [index('project_webhooks_repository_idx').on(sql`lower(${t.repositoryName})`)],
);

/**
 * Every delivery GitHub made to the receiver, keyed by `X-GitHub-Delivery` (the same id on a
 * redelivery, so a replay never makes a second update). Kept at least 7 days.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text().primaryKey(),
    projectId: cascadeRef(() => projects.id),
    /** X-GitHub-Event: push, pull_request, release, ping… */
    event: text().notNull(),
    /** The payload as GitHub sent it (verified before it was stored). */
    payload: text().notNull(),
    receivedAt: at().notNull().defaultNow(),
    result: text({ enum: ['queued', 'created', 'skipped', 'failed'] })
      .notNull()
      .default('queued'),
    /** Why it was skipped, the significance that let it through, or the error. */
    detail: text(),
    updateId: text().references(() => updates.id, { onDelete: 'set null' }),
    processedAt: at(),
  },
  (t) => [
    index('webhook_deliveries_project_idx').on(t.projectId, t.receivedAt),
    index('webhook_deliveries_received_idx').on(t.receivedAt),
    check('webhook_deliveries_result_check', sql`${t.result} in ('queued', 'created', 'skipped', 'failed')`),
  ],
);

/** Auto-update settings; no row means the defaults. */
export const autoUpdateSettings = pgTable(
  'auto_update_settings',
  {
    projectId: text()
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    enabled: boolean().notNull().default(false),
    tone: text({ enum: ['technical', 'professional', 'casual'] })
      .notNull()
      .default('professional'),
    commitTypes: text()
      .array()
      .notNull()
      .default(sql`'{push,merge,release}'::text[]`),
    minSignificance: text({ enum: ['minor', 'medium', 'major'] })
      .notNull()
      .default('medium'),
    weeklyStory: boolean().notNull().default(false),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [
    check('auto_update_settings_tone_check', sql`${t.tone} in ('technical', 'professional', 'casual')`),
    check(
      'auto_update_settings_significance_check',
      sql`${t.minSignificance} in ('minor', 'medium', 'major')`,
    ),
  ],
);

/** Someone a delivery named for a commit (integrations/github's Person, as stored). */
interface StoredPerson {
  name: string;
  login: string | null;
  firstTime?: boolean;
}

/**
 * Pushed and merged commits below a project's automatic-update threshold, kept for its weekly
 * story (`weekly_story`): what the delivery said of each, until the story tells of them.
 */
export const storyCommits = pgTable(
  'story_commits',
  {
    projectId: text()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Lowercase sha. */
    sha: text().notNull(),
    repositoryName: text().notNull(),
    message: text().notNull(),
    author: text(),
    files: jsonb().$type<string[]>().notNull(),
    /** Who made it, as the delivery named them (authors, co-authors, credits, the pull request's opener). */
    people: jsonb().$type<StoredPerson[]>().notNull(),
    /** A merged pull request's number and title. */
    pullRequest: jsonb().$type<{ number: number; title: string }>(),
    collectedAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.sha] })],
);
