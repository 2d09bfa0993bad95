import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import {
  onUserSettingsWritten,
  readUserSettings,
  type UserSettings,
  writeUserSettings,
} from './user-settings.ts';

/**
 * The per-vehicle user settings of the vehicle in view: the query's appVehicleId scopes
 * them (spec part 1 section 2), else the active vehicle's. Null without a vehicle.
 */
export function useUserSettings(): {
  settings: UserSettings | null;
  update: (changes: Partial<UserSettings>) => void;
} {
  const [query] = useSearchParams();
  const session = useSession();
  const appVehicleId =
    query.get('appVehicleId') || session?.user.activeVehicle?.appVehicleId || null;
  // Keyed by vehicle, so switching vehicles reads that vehicle's settings afresh.
  const [state, setState] = useState(() => ({
    appVehicleId,
    settings: appVehicleId ? readUserSettings(appVehicleId) : null,
  }));
  if (state.appVehicleId !== appVehicleId) {
    setState({ appVehicleId, settings: appVehicleId ? readUserSettings(appVehicleId) : null });
  }
  // Another reader's write to this vehicle's settings (the Settings page, say) shows here too.
  useEffect(
    () =>
      onUserSettingsWritten((written) => {
        if (written === appVehicleId) {
          setState({ appVehicleId, settings: readUserSettings(appVehicleId) });
        }
      }),
    [appVehicleId],
  );
  const update = useCallback(
    (changes: Partial<UserSettings>) => {
      if (!appVehicleId) return;
      setState({ appVehicleId, settings: writeUserSettings(appVehicleId, changes) });
    },
    [appVehicleId],
  );
  return { settings: state.settings, update };
}
