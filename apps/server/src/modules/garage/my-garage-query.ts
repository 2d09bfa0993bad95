import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, historyItems, serviceLogItems } from '../../db/garage-schema.ts';
import { vehicles } from '../../db/schema.ts';
import { toServiceInterval, type StoredSchedule } from './schedule-view.ts';

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
      where: and(
        eq(vehicles.id, sql.placeholder('vehicleId')),
        eq(vehicles.ownerId, sql.placeholder('userId')),
      ),
      with: {
        app: {
          columns: { name: true, organisationId: true },
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
      ...vehicle
    } = row;
    const schedule: StoredSchedule | null = serviceSchedule
      ? {
          serviceScheduleId: serviceSchedule.id,
          nextIntervalId: serviceSchedule.nextIntervalId,
          intervals: serviceSchedule.intervals.map(toServiceInterval),
        }
      : null;
    return {
      vehicle,
      appName: app.name,
      conditionFacts: { rows: conditions, configurations: app.conditionConfigurations },
      schedule,
      appointmentRows: appointments,
      serviceLogRows: serviceLogItems,
      historyRows: historyItems,
      // The generic app has no dealership, so no locations.
      locationRows: app.organisation?.locations ?? [],
    };
  };
}
