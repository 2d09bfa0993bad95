// The device registry (decision 0022): which device is in which vehicle, and its key. A device
// is registered (or its key replaced) by the dealership's fitting, or in demo mode by the
// simulator; a replaced device is revoked, so its old key is refused from then on.
import { randomUUID } from 'node:crypto';
import type { AuthenticatedDevice } from '../../core/caller.ts';
import type { Clock } from '../../core/clock.ts';
import { notFound } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import type { DeviceRepository } from './device-repository.ts';
import { newDeviceKey, parseDeviceKey, secretMatches } from './device-keys.ts';

export type RegisteredDevice = { deviceId: string; serial: string; deviceKey: string };

export function createDeviceRegistry({
  devices,
  clock,
}: {
  devices: DeviceRepository;
  clock: Clock;
}) {
  /**
   * Fits a new device in the vehicle: the one there before is revoked, the care plan records
   * the monitor as installed, and the key is answered once (only its hash is kept).
   */
  async function register(vehicleId: string, serial?: string): Promise<RegisteredDevice> {
    const now = clock();
    const deviceId = randomUUID();
    const { key, keyHash } = newDeviceKey(deviceId);
    const deviceSerial = serial ?? `HM-${deviceId.slice(0, 8).toUpperCase()}`;
    await devices.fit({ id: deviceId, serial: deviceSerial, vehicleId, keyHash }, now);
    return { deviceId, serial: deviceSerial, deviceKey: key };
  }

  return {
    /** The device a key belongs to, if the key is right and the device still in service. */
    async verify(key: string): Promise<AuthenticatedDevice | null> {
      const parsed = parseDeviceKey(key);
      if (!parsed) return null;
      const row = await devices.byId(parsed.deviceId);
      if (!row || row.revokedAt || !secretMatches(parsed.secret, row.keyHash)) return null;
      return { deviceId: parsed.deviceId, vehicleId: row.vehicleId };
    },

    register,

    /** Demo mode's simulator: a device fitted in the vehicle with this rego; none is a 404. */
    async registerByRego(rego: string) {
      const vehicleId = await devices.vehicleWithRego(rego);
      if (!vehicleId) throw notFound(VEHICLE_NOT_FOUND);
      return { vehicleId, ...(await register(vehicleId)) };
    },
  };
}

export type DeviceRegistry = ReturnType<typeof createDeviceRegistry>;
