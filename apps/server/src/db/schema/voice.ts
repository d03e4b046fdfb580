import { sql } from 'drizzle-orm';
import { check, pgTable, text } from 'drizzle-orm/pg-core';
import { projects } from './projects';
import { at } from './columns';

/**
 * A project's voice (project settings → Voice): the tone used when a generation names none,
 * phrases its texts never hold, hashtags and a sign-off added to posts, and up to three of the
 * owner's posts the writer imitates. No row means the defaults (professional, nothing else).
 */
export const projectVoices = pgTable(
  'project_voices',
  {
    projectId: text()
      .primaryKey()
      .references(() => projects.id, { onDelete: 'cascade' }),
    tone: text({ enum: ['technical', 'professional', 'casual'] })
      .notNull()
      .default('professional'),
    avoidPhrases: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** With their `#`. */
    hashtags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    signOff: text().notNull().default(''),
    examples: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: at().notNull().defaultNow(),
  },
  (t) => [check('project_voices_tone_check', sql`${t.tone} in ('technical', 'professional', 'casual')`)],
);
