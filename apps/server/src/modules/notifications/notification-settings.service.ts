import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@shiplog/contract';
import { userNotificationSettings } from '../../db/schema';
import type { AppDeps } from '../../deps';

/** The account's mail settings; without a row, the defaults (every mail on). */
export function createNotificationSettingsService(deps: AppDeps) {
  const db = deps.database.db;
  return {
    async get(userId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select({ commentMails: userNotificationSettings.commentMails })
        .from(userNotificationSettings)
        .where(eq(userNotificationSettings.userId, userId));
      return { comment_mails: row?.commentMails ?? true };
    },

    async set(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
      const values = { commentMails: settings.comment_mails, updatedAt: new Date() };
      const [row] = await db
        .insert(userNotificationSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userNotificationSettings.userId, set: values })
        .returning({ commentMails: userNotificationSettings.commentMails });
      return { comment_mails: row!.commentMails };
    },
  };
}
