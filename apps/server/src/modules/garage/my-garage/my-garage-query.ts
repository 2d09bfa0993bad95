import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { Database } from '../../../db/client.ts';
import { appointments, historyItems, serviceLogItems } from '../../../db/garage-schema.ts';
import { healthMonitorDevices } from '../../../db/health-monitor-schema.ts';
import { appConfigurations, vehicles } from '../../../db/schema.ts';
import type { CarePlanRows } from '../../care-plan/index.ts';
import { garageStamp } from './garage-view-cache.ts';
import { toServiceInterval, type StoredSchedule } from '../schedule/schedule-view.ts';

const ownVehicle = () =>
  and(
    eq(vehicles.id, sql.placeholder('vehicleId')),
    eq(vehicles.ownerId, sql.placeholder('userId')),
  );

/**
 * The garage stamp of the caller's own vehicle in one indexed read (null when it is not the
 * caller's): whether a cached My Garage answer is still current (garage-view-cache.ts).
 */
export function prepareMyGarageStampQuery(db: Database) {
  const prepared = db
    .select({ vehicle: vehicles.garageVersion, app: appConfigurations.garageVersion })
    .from(vehicles)
    .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
    .where(ownVehicle())
    .prepare('my_garage_stamp');
  return async (userId: string, vehicleId: string) => {
    const [row] = await prepared.execute({ userId, vehicleId });
    return row ? garageStamp(row.vehicle, row.app) : null;
  };
}

/**
 * The whole My Garage model of the caller's own vehicle in ONE SQL statement, prepared once per
 * database: the vehicle (owner in the WHERE clause), its app and the app's condition
 * configurations and dealership locations, its conditions, service schedule with intervals,
 * appointments, service log and history (newest first). One statement instead of one per
 * table: on a page this hot the round trips, not the rows, are the cost (bench/garage.ts).
 */
export function prepareMyGarageQuery(db: Database) {
  const prepared = db.query.vehicles
    .findFirst({
      where: ownVehicle(),
      with: {
        app: {
          columns: {
            name: true,
            organisationId: true,
            garageVersion: true,
            isCarePlanEnabled: true,
            isRewardsEnabled: true,
            isProtectEnabled: true,
            isRoadsideEnabled: true,
            isHealthMonitorEnabled: true,
            isTheftRecoveryEnabled: true,
            isConciergeEnabled: true,
            timeZone: true,
          },
          with: {
            conditionConfigurations: true,
            organisation: { columns: {}, with: { locations: true } },
          },
        },
        conditions: true,
        serviceSchedule: { with: { intervals: true } },
        appointments: { orderBy: desc(appointments.utcDateAppointment) },
        serviceLogItems: { orderBy: desc(serviceLogItems.utcDateCreated) },
        historyItems: { orderBy: desc(historyItems.utcEventDate) },
        carePlan: true,
        carePlanProducts: true,
        roadsideAssistance: true,
        workOrderConfigurations: { with: { claims: true } },
        conciergeMessages: true,
        healthMonitorDevices: {
          where: isNull(healthMonitorDevices.revokedAt),
          columns: { pairedAt: true, lastScanAt: true, recentBatteryReadings: true },
        },
      },
    })
    .prepare('my_garage');

  /** Null when the vehicle is not the caller's (or does not exist). */
  return async (userId: string, vehicleId: string) => {
    const row = await prepared.execute({ userId, vehicleId });
    if (!row) return null;
    const {
      app,
      conditions,
      serviceSchedule,
      appointments,
      serviceLogItems,
      historyItems,
      carePlan,
      carePlanProducts,
      roadsideAssistance,
      workOrderConfigurations,
      conciergeMessages,
      healthMonitorDevices: devices,
      ...vehicle
    } = row;
    const {
      name: appName,
      garageVersion: appVersion,
      organisation,
      conditionConfigurations,
      ...appFlags
    } = app;
    const schedule: StoredSchedule | null = serviceSchedule
      ? {
          serviceScheduleId: serviceSchedule.id,
          nextIntervalId: serviceSchedule.nextIntervalId,
          intervals: serviceSchedule.intervals.map(toServiceInterval),
        }
      : null;
    return {
      // Read in the same statement as the rows, so the stamp is exactly theirs.
      stamp: garageStamp(vehicle.garageVersion, appVersion),
      vehicle,
      appName,
      conditionFacts: { rows: conditions, configurations: conditionConfigurations },
      schedule,
      appointmentRows: appointments,
      serviceLogRows: serviceLogItems,
      historyRows: historyItems,
      // The generic app has no dealership, so no locations.
      locationRows: organisation?.locations ?? [],
      carePlanRows: {
        plan: carePlan ?? null,
        products: carePlanProducts,
        roadside: roadsideAssistance ?? null,
        workOrders: workOrderConfigurations,
        messages: conciergeMessages,
        vehicleIsCarePlanEnabled: vehicle.isCarePlanEnabled,
        app: appFlags,
        healthMonitorDevice: devices[0] ?? null,
        hasMonitorIssue: conditions.some((c) => c.hasIssue && c.type !== ConditionType.Recall),
      } satisfies CarePlanRows,
    };
  };
}
