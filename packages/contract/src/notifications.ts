import { z } from 'zod';
import { defineEndpoint } from './endpoint';

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

/** Which mails the signed-in user gets. */
export const notificationEndpoints = {
  getNotificationSettings: defineEndpoint({
    id: 'getNotificationSettings',
    method: 'GET',
    path: '/account/notifications',
    summary: 'Your mail settings',
    tags: ['account'],
    auth: 'required',
    status: 200,
    response: notificationSettingsSchema,
  }),
  saveNotificationSettings: defineEndpoint({
    id: 'saveNotificationSettings',
    method: 'PUT',
    path: '/account/notifications',
    summary: 'Change your mail settings',
    tags: ['account'],
    auth: 'required',
    body: notificationSettingsSchema,
    status: 200,
    response: notificationSettingsSchema,
  }),
};
