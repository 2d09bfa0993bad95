import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, historyItems, locations, serviceLogItems } from '../../db/garage-schema.ts';
import { prepareScheduleRead } from './schedule-repository.ts';

/**
 * The My Garage model's own reads besides the vehicle and its conditions, prepared once per
 * database. The view model is the garage's hottest read, and building a query's SQL anew
 * costs the server more CPU than PostgreSQL spends answering it (bench/garage.ts measures it).
 */
export function prepareGarageReads(db: Database) {
  const vehicleId = sql.placeholder('vehicleId');
  const appointmentRows = db
    .select()
    .from(appointments)
    .where(eq(appointments.vehicleId, vehicleId))
    .orderBy(desc(appointments.utcDateAppointment))
    .prepare('garage_appointments');
  const serviceLogRows = db
    .select()
    .from(serviceLogItems)
    .where(eq(serviceLogItems.vehicleId, vehicleId))
    .orderBy(desc(serviceLogItems.utcDateCreated))
    .prepare('garage_service_log');
  const historyRows = db
    .select()
    .from(historyItems)
    .where(eq(historyItems.vehicleId, vehicleId))
    .orderBy(desc(historyItems.utcEventDate))
    .prepare('garage_history');
  const locationRows = db
    .select()
    .from(locations)
    .where(eq(locations.organisationId, sql.placeholder('organisationId')))
    .prepare('garage_locations');

  return {
    schedule: prepareScheduleRead(db),

    /** Appointments, log and history newest first, and the dealership's locations. */
    async records(vehicleId: string, organisationId: string | null) {
      const byVehicle = { vehicleId };
      const [appointmentList, serviceLogList, historyList, locationList] = await Promise.all([
        appointmentRows.execute(byVehicle),
        serviceLogRows.execute(byVehicle),
        historyRows.execute(byVehicle),
        // The generic app has no dealership, so no locations.
        organisationId === null ? Promise.resolve([]) : locationRows.execute({ organisationId }),
      ]);
      return {
        appointmentRows: appointmentList,
        serviceLogRows: serviceLogList,
        historyRows: historyList,
        locationRows: locationList,
      };
    },
  };
}
