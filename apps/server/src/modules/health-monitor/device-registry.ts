// The device registry (decision 0022): which device is in which vehicle, and its key. A device
// is registered (or its key replaced) by the dealership's fitting, or in demo mode by the
// simulator; a replaced device is revoked, so its old key is refused from then on.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { carePlans } from '../../db/care-plan-schema.ts';
import { healthMonitorDevices } from '../../db/health-monitor-schema.ts';
import { EquipmentStatus } from '@ignite/domain/garage/enums';
import type { AuthenticatedDevice } from '../../plugins/authenticate-device.ts';
import { newDeviceKey, parseDeviceKey, secretMatches } from './device-keys.ts';

export type RegisteredDevice = { deviceId: string; serial: string; deviceKey: string };

export function createDeviceRegistry({ db, clock }: { db: Database; clock: Clock }) {
  const byId = db
    .select({
      vehicleId: healthMonitorDevices.vehicleId,
      keyHash: healthMonitorDevices.keyHash,
      revokedAt: healthMonitorDevices.revokedAt,
    })
    .from(healthMonitorDevices)
    .where(eq(healthMonitorDevices.id, sql.placeholder('id')))
    .prepare('device_by_id');

  return {
    /** The device a key belongs to, if the key is right and the device still in service. */
    async verify(key: string): Promise<AuthenticatedDevice | null> {
      const parsed = parseDeviceKey(key);
      if (!parsed) return null;
      const [row] = await byId.execute({ id: parsed.deviceId });
      if (!row || row.revokedAt || !secretMatches(parsed.secret, row.keyHash)) return null;
      return { deviceId: parsed.deviceId, vehicleId: row.vehicleId };
    },

    /**
     * Fits a new device in the vehicle: the one there before is revoked, the care plan records
     * the monitor as installed, and the key is answered once (only its hash is kept).
     */
    async register(vehicleId: string, serial?: string): Promise<RegisteredDevice> {
      const now = clock();
      const deviceId = randomUUID();
      const { key, keyHash } = newDeviceKey(deviceId);
      const deviceSerial = serial ?? `HM-${deviceId.slice(0, 8).toUpperCase()}`;
      await db.transaction(async (tx) => {
        await tx
          .update(healthMonitorDevices)
          .set({ revokedAt: now })
          .where(
            and(
              eq(healthMonitorDevices.vehicleId, vehicleId),
              isNull(healthMonitorDevices.revokedAt),
            ),
          );
        await tx.insert(healthMonitorDevices).values({
          id: deviceId,
          serial: deviceSerial,
          vehicleId,
          keyHash,
          installedAt: now,
        });
        await tx
          .update(carePlans)
          .set({ healthMonitorStatus: EquipmentStatus.Installed, dateHealthMonitorInstalled: now })
          .where(eq(carePlans.vehicleId, vehicleId));
      });
      return { deviceId, serial: deviceSerial, deviceKey: key };
    },
  };
}

export type DeviceRegistry = ReturnType<typeof createDeviceRegistry>;
