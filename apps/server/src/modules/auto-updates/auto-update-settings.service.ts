import { eq } from 'drizzle-orm';
import {
  AUTO_UPDATE_COMMIT_TYPES,
  DEFAULT_AUTO_UPDATE_SETTINGS,
  type AutoUpdateSettings,
  type autoUpdateSettingsBodySchema,
} from '@shiplog/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { autoUpdateSettings } from '../../db/schema';
import { loadOwnedProject } from '../../domain/project-access';

type SettingsBody = z.output<typeof autoUpdateSettingsBodySchema>;
type SettingsRow = typeof autoUpdateSettings.$inferSelect;

/** The row in the API's shape; commit types in their usual order. */
const toSettings = (row: SettingsRow): AutoUpdateSettings => ({
  enabled: row.enabled,
  tone: row.tone,
  commit_types: AUTO_UPDATE_COMMIT_TYPES.filter((t) => row.commitTypes.includes(t)),
  min_significance: row.minSignificance,
  weekly_story: row.weeklyStory,
});

/** A project's settings; the defaults before the first save. */
export async function readAutoUpdateSettings(db: Database, projectId: string): Promise<AutoUpdateSettings> {
  const [row] = await db.select().from(autoUpdateSettings).where(eq(autoUpdateSettings.projectId, projectId));
  return row ? toSettings(row) : { ...DEFAULT_AUTO_UPDATE_SETTINGS };
}

/** GET/PUT /api/projects/{id}/auto-updates. */
export function createAutoUpdateSettingsService(db: Database) {
  return {
    async get(projectId: string, userId: string): Promise<AutoUpdateSettings> {
      await loadOwnedProject(db, projectId, userId);
      return readAutoUpdateSettings(db, projectId);
    },

    async save(projectId: string, userId: string, body: SettingsBody): Promise<AutoUpdateSettings> {
      await loadOwnedProject(db, projectId, userId);
      const values = {
        enabled: body.enabled,
        tone: body.tone,
        commitTypes: body.commit_types,
        minSignificance: body.min_significance,
        ...(body.weekly_story !== undefined ? { weeklyStory: body.weekly_story } : {}),
        updatedAt: new Date(),
      };
      const [row] = await db
        .insert(autoUpdateSettings)
        .values({ projectId, ...values })
        .onConflictDoUpdate({ target: autoUpdateSettings.projectId, set: values })
        .returning();
      return toSettings(row!);
    },
  };
}
