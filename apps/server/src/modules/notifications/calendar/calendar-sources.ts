// What a calendar is made of: each vehicle the owner owns, its computed My Garage model (read
// through the garage's public face, so the due dates are the garage's own) and its
// dealership: the zone its days are counted in and who its events are from.
import { and, asc, eq } from 'drizzle-orm';
import {
  type CalendarSources,
  calendarOrganiser,
  type Organiser,
} from '@ignite/domain/notifications/calendar-events';
import { HttpError } from '../../../core/http-errors.ts';
import { appointments } from '../../../db/garage-schema.ts';
import { appConfigurations, organisations, vehicles } from '../../../db/schema.ts';
import type { NotificationDeps } from '../notification-deps.ts';

export type VehicleCalendar = CalendarSources & { organiser: Organiser };

/** The address in a "Name <address>" sender, or the whole of it when it is only an address. */
export function senderAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

/** A vehicle that changed hands between the two reads is left out, not the whole feed. */
function goneAsNull(error: unknown): null {
  if (error instanceof HttpError && error.statusCode === 404) return null;
  throw error;
}

type Deps = Pick<NotificationDeps, 'db' | 'config' | 'myGarage'>;

export function createCalendarSources({ db, config, myGarage }: Deps) {
  const sender = senderAddress(config.mailFrom);

  /** The owner's vehicles (or the one named) with their dealership's facts, oldest first. */
  function ownedVehicles(userId: string, vehicleId?: string) {
    return db
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
      .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  }

  async function calendarOf(
    userId: string,
    row: Awaited<ReturnType<typeof ownedVehicles>>[number],
  ): Promise<VehicleCalendar> {
    const garage = await myGarage.model(userId, row.vehicleId);
    return {
      vehicle: garage.vehicle,
      conditions: garage.vehicle.condition?.conditions ?? [],
      appointments: garage.appointments,
      serviceLocation: garage.serviceLocation,
      timeZone: row.timeZone,
      organiser: calendarOrganiser(row, sender),
    };
  }

  return {
    /** Every vehicle the owner owns, each with what its events are made of. */
    async ofOwner(userId: string): Promise<VehicleCalendar[]> {
      const rows = await ownedVehicles(userId);
      const calendars = await Promise.all(
        rows.map((row) => calendarOf(userId, row).catch(goneAsNull)),
      );
      return calendars.filter((c) => c !== null);
    },

    /** The vehicle of one of the owner's appointments, or null when it is not theirs. */
    async ofAppointment(userId: string, appointmentId: string): Promise<VehicleCalendar | null> {
      const [found] = await db
        .select({ vehicleId: appointments.vehicleId })
        .from(appointments)
        .innerJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
        .where(and(eq(appointments.id, appointmentId), eq(vehicles.ownerId, userId)));
      if (!found) return null;
      const [row] = await ownedVehicles(userId, found.vehicleId);
      return row ? calendarOf(userId, row).catch(goneAsNull) : null;
    },
  };
}
