import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointments, historyItems, locations, serviceLogItems } from '../../db/garage-schema.ts';

/** The rest of the My Garage model besides the vehicle, read together (newest first). */
export async function loadGarageRecords(
  db: Database,
  vehicleId: string,
  organisationId: string | null,
) {
  const [appointmentRows, serviceLogRows, historyRows, locationRows] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(eq(appointments.vehicleId, vehicleId))
      .orderBy(desc(appointments.utcDateAppointment)),
    db
      .select()
      .from(serviceLogItems)
      .where(eq(serviceLogItems.vehicleId, vehicleId))
      .orderBy(desc(serviceLogItems.utcDateCreated)),
    db
      .select()
      .from(historyItems)
      .where(eq(historyItems.vehicleId, vehicleId))
      .orderBy(desc(historyItems.utcEventDate)),
    // The generic app has no dealership, so no locations.
    organisationId === null
      ? Promise.resolve([])
      : db.select().from(locations).where(eq(locations.organisationId, organisationId)),
  ]);
  return { appointmentRows, serviceLogRows, historyRows, locationRows };
}
