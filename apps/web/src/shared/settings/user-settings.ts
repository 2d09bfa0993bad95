import { z } from 'zod/mini';
import { readStored, storageKeys, writeStored } from '@/shared/session/storage.ts';

export const healthMonitorEnabledStateLabels = ['Auto', 'Installed', 'Not Installed'] as const;

/** Spec part 1 section 3, per-vehicle user settings, with the spec's defaults. */
export const userSettingsSchema = z.object({
  demoLinkedCards: z._default(z.boolean(), false),
  demoBankAccount: z._default(z.boolean(), false),
  demoTransactions: z._default(z.boolean(), false),
  demoCarePlan: z._default(z.boolean(), false),
  isFirstMarketplaceVisit: z._default(z.boolean(), true),
  /** Ours: My Garage greets a first visit with 'Welcome', later ones with 'Welcome back'. */
  isFirstGarageVisit: z._default(z.boolean(), true),
  showConciergeMessages: z._default(z.boolean(), true),
  hasHealthMonitorWarning: z._default(z.boolean(), false),
  hasTheftRecoveryDevice: z._default(z.boolean(), true),
  reverseConditionIndicators: z._default(z.boolean(), false),
  expandProfileActions: z._default(z.boolean(), false),
  enableDealerMode: z._default(z.boolean(), false),
  enableCustomGpsCoordinates: z._default(z.boolean(), false),
  customGpsCoordinates: z._default(
    z.nullable(z.object({ lat: z.number(), long: z.number() })),
    null,
  ),
  healthMonitorEnabledState: z._default(z.union([z.literal(0), z.literal(1), z.literal(2)]), 0),
  isPairing: z._default(z.boolean(), false),
  wasHealthMonitorPaired: z._default(z.boolean(), false),
  numberOfPairingAttempts: z._default(z.int().check(z.gte(0)), 0),
  skipHealthMonitorReminderUntil: z._default(z.nullable(z.string()), null),
  skipUpdateOdometerReminderUntil: z._default(z.nullable(z.string()), null),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

// One entry per appVehicleId; an entry that no longer parses falls back to the defaults.
const allSettingsSchema = z.record(z.string(), z.unknown());
const STORAGE_KEY = storageKeys.userSettings;

export function readUserSettings(appVehicleId: string): UserSettings {
  const all = readStored(STORAGE_KEY, allSettingsSchema) ?? {};
  const parsed = userSettingsSchema.safeParse(all[appVehicleId] ?? {});
  return parsed.success ? parsed.data : userSettingsSchema.parse({});
}

export function writeUserSettings(
  appVehicleId: string,
  changes: Partial<UserSettings>,
): UserSettings {
  const all = readStored(STORAGE_KEY, allSettingsSchema) ?? {};
  const next = { ...readUserSettings(appVehicleId), ...changes };
  writeStored(STORAGE_KEY, { ...all, [appVehicleId]: next });
  for (const listener of listeners) listener(appVehicleId);
  return next;
}

// Every reader on screen follows a write: a switch flipped in Settings reaches the avatar
// menu, which is mounted already and would otherwise read it only when next mounted.
const listeners = new Set<(appVehicleId: string) => void>();

/** Calls `listener` with the vehicle after each write; answers the unsubscribe. */
export function onUserSettingsWritten(listener: (appVehicleId: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
