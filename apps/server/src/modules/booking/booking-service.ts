// Booking a car in at its dealership: the times the dealership offers on its own clock, and
// the booking itself. The appointment and the held time are written in one transaction; a
// time another owner holds fails the whole booking, so two owners racing for one time make one
// booking. The dealership's email is queued in the same transaction.
import {
  appointmentFor,
  BOOKING_MESSAGES as M,
  type CreateBooking,
} from '@ignite/domain/booking/booking-request';
import { bookingDays, instantOn, slotProblem, slotsOn } from '@ignite/domain/booking/booking-slots';
import { AppointmentState, PickupAndDeliveryState } from '@ignite/domain/garage/enums';
import type { Clock } from '../../core/clock.ts';
import { badRequest, conflict } from '../../core/http-errors.ts';
import type { Database } from '../../db/client.ts';
import { appointments } from '../../db/garage-schema.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { createBookingChangeService } from './booking-change-service.ts';
import { bookingEmail } from './booking-email.ts';
import { checkOwnerLimits } from './owner-limits.ts';
import { dealershipOf, SLOT_PROBLEM_MESSAGES } from './booking-dealership.ts';
import { createBookingRepository } from './booking-repository.ts';

/** Days listed for the owner to choose from: three weeks of the workshop's days. */
const DAYS_LISTED = 18;

type Deps = { db: Database; clock: Clock; onMessageQueued: () => void };

export function createBookingService({ db, clock, onMessageQueued }: Deps) {
  const bookings = createBookingRepository(db);

  return {
    async slots(userId: string, query: { vehicleId: string; day?: string | undefined }) {
      const dealership = await dealershipOf(bookings, userId, query.vehicleId);
      const now = clock();
      const days = bookingDays(now, dealership.timeZone, DAYS_LISTED);
      const day = query.day ?? days[0] ?? null;
      const times = day ? slotsOn(day, dealership.timeZone, now) : [];
      const taken =
        day && times.length > 0
          ? await bookings.takenBetween(
              db,
              dealership.organisationId,
              instantOn(day, 0, dealership.timeZone),
              instantOn(day, 24 * 60, dealership.timeZone),
            )
          : new Set<number>();
      return {
        dealershipName: dealership.dealershipName,
        timeZone: dealership.timeZone,
        days,
        day,
        slots: times.map((time) => ({
          utcDateAppointment: time.toISOString(),
          isAvailable: !taken.has(time.getTime()),
        })),
      };
    },

    async create(userId: string, body: CreateBooking) {
      const dealership = await dealershipOf(bookings, userId, body.vehicleId);
      const now = clock();
      const at = new Date(body.utcDateAppointment);
      const problem = slotProblem(at, dealership.timeZone, now);
      if (problem) throw badRequest(SLOT_PROBLEM_MESSAGES[problem]);
      const work = appointmentFor(body.what);
      const answer = await db.transaction(async (tx) => {
        await checkOwnerLimits(bookings, tx, { userId, ...dealership }, at, now, null);
        const taken = await bookings.takenBetween(
          tx,
          dealership.organisationId,
          at,
          new Date(at.getTime() + 1),
        );
        if (taken.size > 0) throw conflict(M.taken);
        const [appointment] = await tx
          .insert(appointments)
          .values({
            vehicleId: body.vehicleId,
            organisationConsumerId: dealership.organisationConsumerId,
            organisationId: dealership.organisationId,
            title: work.title,
            firstName: body.contact.firstName,
            lastName: body.contact.lastName,
            utcDateCreated: now,
            utcDateAppointment: at,
            appointmentType: work.type,
            appointmentState: AppointmentState.Booked,
            pickupAndDeliveryState: body.pickupAndDelivery
              ? PickupAndDeliveryState.Accepted
              : PickupAndDeliveryState.NotOffered,
          })
          .returning({ id: appointments.id });
        if (!appointment) throw conflict(M.taken);
        const held = await bookings.holdTime(tx, {
          organisationId: dealership.organisationId,
          utcDateAppointment: at,
          appointmentId: appointment.id,
          now,
        });
        // Held by someone else a moment ago: the appointment goes with the transaction.
        if (!held) throw conflict(M.taken);
        // The title says only 'Workshop visit': the note is what the workshop is to look at.
        if (body.what.kind === 'note') await bookings.saveNote(tx, appointment.id, body.what.note);
        if (dealership.serviceEmail) {
          await enqueueMessage(tx, {
            idempotencyKey: `booking:${appointment.id}`,
            channel: 'email',
            to: dealership.serviceEmail,
            ...bookingEmail({ dealership, work, at, body }),
            attachments: [],
          });
        }
        return {
          appointmentId: appointment.id,
          title: work.title,
          utcDateAppointment: at.toISOString(),
          dealershipName: dealership.dealershipName,
          timeZone: dealership.timeZone,
          pickupAndDelivery: body.pickupAndDelivery,
        };
      });
      onMessageQueued();
      return answer;
    },

    ...createBookingChangeService({ db, clock, onMessageQueued, bookings }),
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
