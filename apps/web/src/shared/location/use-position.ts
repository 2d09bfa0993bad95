import { useEffect, useSyncExternalStore } from 'react';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import {
  askDevicePosition,
  getDevicePosition,
  subscribeDevicePosition,
} from './device-position.ts';
import { readLaunchPosition } from './launch-position.ts';
import type { Position } from './position.ts';

export type PositionSource = 'custom' | 'device' | 'launch';
export type UserPosition = Position & { source: PositionSource };

/**
 * The one source of the user's position, in this order: the demo custom
 * GPS coordinates while that switch is on; the browser's position when the user allows it;
 * the gpsLat/gpsLong of the launch that started the session. `settled` is false while the
 * browser is still being asked, so a caller can tell 'not yet' from 'none'.
 *
 * Never the dealership's position: that is no one's position, only a stand-in for distances
 * (see the callers), and nearby offers need a real one.
 */
export function usePosition(): { position: UserPosition | null; settled: boolean } {
  const { settings } = useUserSettings();
  const custom =
    settings?.enableCustomGpsCoordinates && settings.customGpsCoordinates
      ? settings.customGpsCoordinates
      : null;
  const device = useSyncExternalStore(subscribeDevicePosition, getDevicePosition);

  useEffect(() => {
    if (!custom) askDevicePosition();
  }, [custom]);

  if (custom) {
    return {
      position: { latitude: custom.lat, longitude: custom.long, source: 'custom' },
      settled: true,
    };
  }
  if (device.status === 'known')
    return { position: { ...device.position, source: 'device' }, settled: true };
  const launch = readLaunchPosition();
  if (launch) return { position: { ...launch, source: 'launch' }, settled: true };
  return { position: null, settled: device.status === 'unavailable' };
}
