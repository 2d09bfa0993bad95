// An owner's reminder settings, read and changed by the owner, and the one-click unsubscribe
// (RFC 8058), which needs no sign-in: its signed token names the owner.
import {
  NOTIFICATION_SETTINGS_MESSAGES as M,
  type NotificationSettings,
} from '@ignite/domain/notifications/notification-settings';
import type { Clock } from '../../core/clock.ts';
import { badRequest } from '../../core/http-errors.ts';
import type { SettingsRepository } from './settings-repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

type Deps = { settings: SettingsRepository; tokens: UnsubscribeTokens; clock: Clock };

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService({ settings, tokens, clock }: Deps) {
  return {
    read: (userId: string) => settings.read(userId),

    write: (userId: string, changed: NotificationSettings) =>
      settings.write(userId, changed, clock()),

    /** Email reminders off, the rest as it was; a forged or damaged token is a 400. */
    async unsubscribe(token: string) {
      const userId = tokens.verify(token);
      if (userId === null) throw badRequest(M.unsubscribeInvalid);
      const now = clock();
      const current = await settings.read(userId);
      await settings.write(userId, { ...current, email: false }, now);
      return { email: false as const };
    },
  };
}
