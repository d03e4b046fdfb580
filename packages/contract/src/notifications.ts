import { z } from 'zod';

/**
 * GET and PUT /api/account/notifications: the signed-in user's mail settings. `comment_mails`:
 * a mail for each comment on the user's updates (on unless switched off).
 */
export const notificationSettingsSchema = z.object({ comment_mails: z.boolean() }).strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsMessages = {
  loadFailed: 'Failed to load your notification settings. Please try again.',
  saveFailed: 'Failed to save your notification settings. Please try again.',
} as const;
