import { eq } from 'drizzle-orm';
import { DEFAULT_PROJECT_VOICE, type ProjectVoice } from '@shiplog/contract';
import type { Database } from '../db/client';
import { projectVoices } from '../db/schema';

type VoiceRow = typeof projectVoices.$inferSelect;

/** The row in the API's shape. */
export const toProjectVoice = (row: VoiceRow): ProjectVoice => ({
  tone: row.tone,
  avoid_phrases: row.avoidPhrases,
  hashtags: row.hashtags,
  sign_off: row.signOff,
  examples: row.examples,
});

/** A project's voice, for its settings and for every text written for it; the defaults before the first save. */
export async function readProjectVoice(db: Database, projectId: string): Promise<ProjectVoice> {
  const [row] = await db.select().from(projectVoices).where(eq(projectVoices.projectId, projectId));
  return row ? toProjectVoice(row) : { ...DEFAULT_PROJECT_VOICE };
}
