import type { User } from '@ignite/domain/user';
import type { DisplayPreferences } from '@/shared/settings/display-preferences.ts';

/**
 * Spec part 3 section 2, general failure: the properties the debug panel lists, as label
 * and value, so support can be told exactly which app, user and vehicle saw the failure.
 */
export function debugProperties(
  preferences: DisplayPreferences,
  user: User | null,
  pageUrl: string,
): [label: string, value: string][] {
  const config = preferences.appConfiguration;
  const text = (value: string | boolean | null | undefined) =>
    value === null || value === undefined ? '—' : String(value);
  return [
    ['App name', text(config?.name ?? user?.appName)],
    ['Brand name', text(config?.brandName)],
    ['Theme', preferences.theme],
    ['Dark mode', text(preferences.isDarkMode)],
    ['Generic app', text(config?.isGeneric)],
    ['Loaded from server', text(preferences.loadedFromServer)],
    ['Page URL', pageUrl],
    ['App consumer id', text(user?.appConsumerId)],
    ['Organisation consumer id', text(user?.organisationConsumerId)],
    ['App vehicle id', text(user?.activeVehicle?.appVehicleId)],
    ['Vehicle id', text(user?.activeVehicle?.vehicleId)],
    ['Organisation id', text(user?.organisationId)],
    ['App configuration id', text(config?.appConfigurationId)],
  ];
}
