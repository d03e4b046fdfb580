import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { projectIdParamsSchema } from './projects';

/** Automatic updates from GitHub deliveries: settings, significance, provenance. */
export const AUTO_UPDATE_TONES = ['technical', 'professional', 'casual'] as const;
export const AUTO_UPDATE_COMMIT_TYPES = ['push', 'merge', 'release'] as const;
export const SIGNIFICANCE_LEVELS = ['minor', 'medium', 'major'] as const;
export const autoUpdateToneSchema = z.enum(AUTO_UPDATE_TONES);
export const autoUpdateCommitTypeSchema = z.enum(AUTO_UPDATE_COMMIT_TYPES);
export const significanceSchema = z.enum(SIGNIFICANCE_LEVELS);
export type AutoUpdateTone = z.infer<typeof autoUpdateToneSchema>;
export type AutoUpdateCommitType = z.infer<typeof autoUpdateCommitTypeSchema>;
export type Significance = z.infer<typeof significanceSchema>;

/** Auto-update settings; GET answers the defaults before the first save. */
export const autoUpdateSettingsSchema = z.object({
  enabled: z.boolean(),
  tone: autoUpdateToneSchema,
  commit_types: z.array(autoUpdateCommitTypeSchema),
  min_significance: significanceSchema,
  /**
   * "Collect small changes into a weekly story": pushes and merges below `min_significance` are
   * kept, and once a week they become one story (a draft, or published by the review rule).
   */
  weekly_story: z.boolean(),
});
export type AutoUpdateSettings = z.infer<typeof autoUpdateSettingsSchema>;

export const DEFAULT_AUTO_UPDATE_SETTINGS: AutoUpdateSettings = {
  enabled: false,
  tone: 'professional',
  commit_types: ['push', 'merge', 'release'],
  min_significance: 'medium',
  weekly_story: false,
};

/** PUT /api/projects/{id}/auto-updates: the whole settings object; commit types de-duplicated. */
export const autoUpdateSettingsBodySchema = z.object({
  enabled: z.boolean(),
  tone: autoUpdateToneSchema,
  commit_types: z
    .array(autoUpdateCommitTypeSchema)
    .max(AUTO_UPDATE_COMMIT_TYPES.length * 2)
    .transform((types) => [...new Set(types)]),
  min_significance: significanceSchema,
  /** Left out: the saved choice stays (clients that know only the four settings keep it). */
  weekly_story: z.boolean().optional(),
});
export type AutoUpdateSettingsBody = z.input<typeof autoUpdateSettingsBodySchema>;

/**
 * How an automatic update came about, shown on it in the owner's view (absent for everyone
 * else and for updates written by hand).
 */
export const updateAutomationSchema = z.object({
  source: autoUpdateCommitTypeSchema,
  significance: significanceSchema,
  reason: z.string(),
  delivery_id: z.string(),
});
export type UpdateAutomation = z.infer<typeof updateAutomationSchema>;

/**
 * How significant a generated update was judged and why, every rule and control that applied
 * (e.g. `feat commit: medium; shiplog:major label (#12): major`): the owner's view only.
 */
export const updateDecisionSchema = z.object({
  significance: significanceSchema,
  reason: z.string(),
});
export type UpdateDecision = z.infer<typeof updateDecisionSchema>;

/** Automatic updates from GitHub deliveries. */
export const autoUpdateEndpoints = {
  getAutoUpdates: defineEndpoint({
    id: 'getAutoUpdates',
    method: 'GET',
    path: '/projects/:id/auto-updates',
    summary: "The project's auto-update settings",
    tags: ['auto-updates'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 200,
    response: autoUpdateSettingsSchema,
  }),
  saveAutoUpdates: defineEndpoint({
    id: 'saveAutoUpdates',
    method: 'PUT',
    path: '/projects/:id/auto-updates',
    summary: "Save the project's auto-update settings",
    tags: ['auto-updates'],
    auth: 'required',
    params: projectIdParamsSchema,
    body: autoUpdateSettingsBodySchema,
    status: 200,
    response: autoUpdateSettingsSchema,
  }),
};
