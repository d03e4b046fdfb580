import type { z } from 'zod';
import type { ProjectVoice, projectVoiceBodySchema } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { projectVoices } from '../../db/schema';
import { loadOwnedProject } from '../../domain/project-access';
import { readProjectVoice, toProjectVoice } from '../../domain/project-voice';

type VoiceBody = z.output<typeof projectVoiceBodySchema>;

/** GET/PUT /api/projects/{id}/voice: the owner's, like every project setting. */
export function createVoiceService(db: Database) {
  return {
    async get(projectId: string, userId: string): Promise<ProjectVoice> {
      await loadOwnedProject(db, projectId, userId);
      return readProjectVoice(db, projectId);
    },

    async save(projectId: string, userId: string, body: VoiceBody): Promise<ProjectVoice> {
      await loadOwnedProject(db, projectId, userId);
      const values = {
        tone: body.tone,
        avoidPhrases: body.avoid_phrases,
        hashtags: body.hashtags,
        signOff: body.sign_off,
        examples: body.examples,
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(projectVoices)
        .values({ projectId, ...values })
        .onConflictDoUpdate({ target: projectVoices.projectId, set: values })
        .returning();
      return toProjectVoice(row!);
    },
  };
}
