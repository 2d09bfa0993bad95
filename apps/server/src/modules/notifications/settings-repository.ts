// An owner's reminder settings: a row once they change one, the defaults until then.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '@ignite/domain/notifications/notification-settings';
import type { Database } from '../../db/client.ts';
import { notificationSettings } from '../../db/notifications-schema.ts';

type Row = typeof notificationSettings.$inferSelect;

export const settingsOf = (row: Row | null | undefined): NotificationSettings =>
  row
    ? {
        email: row.email,
        push: row.push,
        leadDays: row.leadDays,
        quietFrom: row.quietFrom,
        quietTo: row.quietTo,
      }
    : DEFAULT_NOTIFICATION_SETTINGS;

export function createSettingsRepository(db: Database) {
  return {
    async read(userId: string): Promise<NotificationSettings> {
      const [row] = await db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
      return settingsOf(row);
    },

    async write(userId: string, settings: NotificationSettings, now: Date) {
      const values = { ...settings, updatedAt: now };
      await db
        .insert(notificationSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
      return settings;
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
