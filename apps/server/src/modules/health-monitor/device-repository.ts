// The device rows of the registry (decision 0022): a device found by its id when its key is
// checked, and a device fitted in a vehicle. The lookup is a prepared statement: it runs on
// every telemetry post, thousands a second.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { EquipmentStatus } from '@ignite/domain/garage/enums';
import type { Database } from '../../db/client.ts';
import { carePlans } from '../../db/care-plan-schema.ts';
import { healthMonitorDevices } from '../../db/health-monitor-schema.ts';
import { vehicles } from '../../db/schema.ts';

/** A device to store: its key's hash only, never the key. */
export type FittedDevice = { id: string; serial: string; vehicleId: string; keyHash: string };

export type DeviceRepository = ReturnType<typeof createDeviceRepository>;

export function createDeviceRepository(db: Database) {
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
    /** The device's vehicle, key hash and revocation; undefined for an unknown id. */
    async byId(deviceId: string) {
      const [row] = await byId.execute({ id: deviceId });
      return row;
    },

    /**
     * In one transaction: the vehicle's device in service is revoked, the new one stored, and
     * the care plan records the monitor as installed.
     */
    async fit(device: FittedDevice, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(healthMonitorDevices)
          .set({ revokedAt: now })
          .where(
            and(
              eq(healthMonitorDevices.vehicleId, device.vehicleId),
              isNull(healthMonitorDevices.revokedAt),
            ),
          );
        await tx.insert(healthMonitorDevices).values({ ...device, installedAt: now });
        await tx
          .update(carePlans)
          .set({ healthMonitorStatus: EquipmentStatus.Installed, dateHealthMonitorInstalled: now })
          .where(eq(carePlans.vehicleId, device.vehicleId));
      });
    },

    /** The id of a vehicle with this rego (the first found), or null. */
    async vehicleWithRego(rego: string): Promise<string | null> {
      const [vehicle] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(eq(vehicles.rego, rego))
        .limit(1);
      return vehicle?.id ?? null;
    },
  };
}
