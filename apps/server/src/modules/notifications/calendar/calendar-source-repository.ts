// What a calendar reads besides the garage's model: the owner's vehicles with their
// dealership's facts, and which of the owner's vehicles an appointment is for.
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { appointments } from '../../../db/garage-schema.ts';
import { appConfigurations, organisations, vehicles } from '../../../db/schema.ts';

export type CalendarSourceRepository = ReturnType<typeof createCalendarSourceRepository>;
export type OwnedVehicleRow = Awaited<
  ReturnType<CalendarSourceRepository['ownedVehicles']>
>[number];

export function createCalendarSourceRepository(db: Database) {
  return {
    /** The owner's vehicles (or the one named) with their dealership's facts, oldest first. */
    ownedVehicles: (userId: string, vehicleId?: string) =>
      db
        .select({
          vehicleId: vehicles.id,
          timeZone: appConfigurations.timeZone,
          brandName: appConfigurations.brandName,
          name: organisations.name,
          serviceEmail: organisations.serviceEmail,
        })
        .from(vehicles)
        .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
        .leftJoin(organisations, eq(organisations.id, appConfigurations.organisationId))
        .where(
          and(
            eq(vehicles.ownerId, userId),
            vehicleId === undefined ? undefined : eq(vehicles.id, vehicleId),
          ),
        )
        .orderBy(asc(vehicles.createdAt), asc(vehicles.id)),

    /** The vehicle of one of the owner's appointments (the owner in the WHERE), or null. */
    async appointmentVehicle(userId: string, appointmentId: string): Promise<string | null> {
      const [found] = await db
        .select({ vehicleId: appointments.vehicleId })
        .from(appointments)
        .innerJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
        .where(and(eq(appointments.id, appointmentId), eq(vehicles.ownerId, userId)));
      return found?.vehicleId ?? null;
    },
  };
}
