// What a calendar is made of: each vehicle the owner owns, its computed My Garage model (read
// through the garage's public face, so the due dates are the garage's own) and its
// dealership: the zone its days are counted in and who its events are from.
import {
  type CalendarSources,
  calendarOrganiser,
  type Organiser,
} from '@ignite/domain/notifications/calendar-events';
import { HttpError } from '../../../core/http-errors.ts';
import type { MyGarageService } from '../../garage/index.ts';
import type { CalendarSourceRepository, OwnedVehicleRow } from './calendar-source-repository.ts';

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

type Deps = {
  repository: CalendarSourceRepository;
  /** The sender of the server's mail: the address events come from when no dealership's is. */
  mailFrom: string;
  /** A vehicle's computed due dates and bookings, through the garage's face. */
  myGarage: Pick<MyGarageService, 'model'>;
};

export function createCalendarSources({ repository, mailFrom, myGarage }: Deps) {
  const sender = senderAddress(mailFrom);

  async function calendarOf(userId: string, row: OwnedVehicleRow): Promise<VehicleCalendar> {
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
      const rows = await repository.ownedVehicles(userId);
      const calendars = await Promise.all(
        rows.map((row) => calendarOf(userId, row).catch(goneAsNull)),
      );
      return calendars.filter((c) => c !== null);
    },

    /** The vehicle of one of the owner's appointments, or null when it is not theirs. */
    async ofAppointment(userId: string, appointmentId: string): Promise<VehicleCalendar | null> {
      const vehicleId = await repository.appointmentVehicle(userId, appointmentId);
      if (!vehicleId) return null;
      const [row] = await repository.ownedVehicles(userId, vehicleId);
      return row ? calendarOf(userId, row).catch(goneAsNull) : null;
    },
  };
}
