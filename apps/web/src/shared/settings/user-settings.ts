import { z } from 'zod';
import { readStored, storageKeys, writeStored } from '@/shared/session/storage.ts';

export const healthMonitorEnabledStateLabels = ['Auto', 'Installed', 'Not Installed'] as const;

/** Spec part 1 section 3, per-vehicle user settings, with the spec's defaults. */
export const userSettingsSchema = z.object({
  demoLinkedCards: z.boolean().default(false),
  demoBankAccount: z.boolean().default(false),
  demoTransactions: z.boolean().default(false),
  demoCarePlan: z.boolean().default(false),
  isFirstMarketplaceVisit: z.boolean().default(true),
  /** Ours: My Garage greets a first visit with 'Welcome', later ones with 'Welcome back'. */
  isFirstGarageVisit: z.boolean().default(true),
  showConciergeMessages: z.boolean().default(true),
  hasHealthMonitorWarning: z.boolean().default(false),
  hasTheftRecoveryDevice: z.boolean().default(true),
  reverseConditionIndicators: z.boolean().default(false),
  expandProfileActions: z.boolean().default(false),
  enableDealerMode: z.boolean().default(false),
  enableCustomGpsCoordinates: z.boolean().default(false),
  customGpsCoordinates: z.object({ lat: z.number(), long: z.number() }).nullable().default(null),
  healthMonitorEnabledState: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  isPairing: z.boolean().default(false),
  wasHealthMonitorPaired: z.boolean().default(false),
  numberOfPairingAttempts: z.number().int().min(0).default(0),
  skipHealthMonitorReminderUntil: z.string().nullable().default(null),
  skipUpdateOdometerReminderUntil: z.string().nullable().default(null),
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
