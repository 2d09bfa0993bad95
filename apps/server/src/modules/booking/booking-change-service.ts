// An owner's bookings after they are made: listed with their notes, cancelled (the time is
// freed at once) or moved to another time the dealership offers, keeping the owner's limits
// per day and per 24 hours. Each change emails the workshop through the outbox, in the same
// transaction as the change, so a change the workshop is not told of is never stored.
import {
  BOOKING_CHANGE_MESSAGES as CM,
  isBookingChangeable,
  type RescheduleBooking,
} from '@ignite/domain/booking/booking-changes';
import { BOOKING_MESSAGES as M } from '@ignite/domain/booking/booking-request';
import { slotProblem } from '@ignite/domain/booking/booking-slots';
import { PickupAndDeliveryState } from '@ignite/domain/garage/enums';
import type { Clock } from '../../core/clock.ts';
import { badRequest, conflict, notFound } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import type { Database } from '../../db/client.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { dealershipOf, SLOT_PROBLEM_MESSAGES } from './booking-dealership.ts';
import { bookingCancelledEmail, bookingMovedEmail } from './booking-email.ts';
import type { BookingRepository } from './booking-repository.ts';
import { checkOwnerLimits } from './owner-limits.ts';

type Deps = {
  db: Database;
  clock: Clock;
  onMessageQueued: () => void;
  bookings: BookingRepository;
};

type Booking = NonNullable<Awaited<ReturnType<BookingRepository['bookingOf']>>>;

export function createBookingChangeService({ db, clock, onMessageQueued, bookings }: Deps) {
  /** The owner's booking and its car's dealership; 404 when the booking is not theirs. */
  async function ownedBooking(
    executor: Database,
    userId: string,
    appointmentId: string,
    lock: boolean,
  ) {
    const booking = await bookings.bookingOf(executor, userId, appointmentId, lock);
    if (!booking) throw notFound(CM.notFound);
    const dealership = await dealershipOf(bookings, userId, booking.vehicleId, executor);
    return { booking, dealership };
  }

  /** Refuses a change to a booking that is over, too near, or with another dealership. */
  function requireChangeable(booking: Booking, organisationId: string, now: Date) {
    const changeable = isBookingChangeable(
      {
        appointmentState: booking.appointmentState,
        utcDateAppointment: booking.utcDateAppointment,
        hasDealership: booking.organisationId === organisationId,
      },
      now,
    );
    if (!changeable) throw conflict(CM.notChangeable);
  }

  return {
    async list(userId: string, query: { vehicleId: string }) {
      const car = await bookings.carOf(userId, query.vehicleId);
      if (!car) throw notFound(VEHICLE_NOT_FOUND);
      const now = clock();
      const rows = await bookings.openBookingsOf(query.vehicleId);
      return rows.map((row) => ({
        appointmentId: row.appointmentId,
        title: row.title,
        appointmentType: row.appointmentType,
        appointmentState: row.appointmentState,
        note: row.note,
        utcDateAppointment: row.utcDateAppointment.toISOString(),
        dealershipName: row.dealershipName,
        timeZone: car.timeZone,
        pickupAndDelivery: row.pickupAndDeliveryState === PickupAndDeliveryState.Accepted,
        isChangeable: isBookingChangeable(
          {
            appointmentState: row.appointmentState,
            utcDateAppointment: row.utcDateAppointment,
            hasDealership: row.organisationId !== null && row.organisationId === car.organisationId,
          },
          now,
        ),
      }));
    },

    async cancel(userId: string, appointmentId: string) {
      const now = clock();
      await db.transaction(async (tx) => {
        const { booking, dealership } = await ownedBooking(tx, userId, appointmentId, true);
        requireChangeable(booking, dealership.organisationId, now);
        await bookings.markCancelled(tx, booking.appointmentId, booking.appointmentState);
        await bookings.releaseTimes(tx, booking.appointmentId);
        if (dealership.serviceEmail) {
          await enqueueMessage(tx, {
            idempotencyKey: `booking:${booking.appointmentId}:cancelled`,
            channel: 'email',
            to: dealership.serviceEmail,
            ...bookingCancelledEmail({ dealership, booking, at: booking.utcDateAppointment }),
            attachments: [],
          });
        }
      });
      onMessageQueued();
      return { appointmentId, cancelled: true as const };
    },

    async reschedule(userId: string, appointmentId: string, body: RescheduleBooking) {
      const now = clock();
      const at = new Date(body.utcDateAppointment);
      // Quick refusals before any lock: not theirs, over, or a time that cannot be booked.
      const first = await ownedBooking(db, userId, appointmentId, false);
      requireChangeable(first.booking, first.dealership.organisationId, now);
      const problem = slotProblem(at, first.dealership.timeZone, now);
      if (problem) throw badRequest(SLOT_PROBLEM_MESSAGES[problem]);
      if (first.booking.utcDateAppointment.getTime() === at.getTime()) {
        throw badRequest(CM.sameTime);
      }
      const answer = await db.transaction(async (tx) => {
        const owner = { userId, ...first.dealership };
        await checkOwnerLimits(bookings, tx, owner, at, now, appointmentId);
        const { booking, dealership } = await ownedBooking(tx, userId, appointmentId, true);
        requireChangeable(booking, dealership.organisationId, now);
        const taken = await bookings.takenBetween(
          tx,
          dealership.organisationId,
          at,
          new Date(at.getTime() + 1),
        );
        if (taken.size > 0) throw conflict(M.taken);
        await bookings.releaseTimes(tx, booking.appointmentId);
        await bookings.moveTo(tx, booking.appointmentId, at);
        const held = await bookings.holdTime(tx, {
          organisationId: dealership.organisationId,
          utcDateAppointment: at,
          appointmentId: booking.appointmentId,
          now,
        });
        // Held by someone else a moment ago: the move goes with the transaction.
        if (!held) throw conflict(M.taken);
        const moveId = await bookings.recordMove(tx, booking.appointmentId, now);
        if (dealership.serviceEmail) {
          await enqueueMessage(tx, {
            idempotencyKey: `booking:${booking.appointmentId}:moved:${moveId}`,
            channel: 'email',
            to: dealership.serviceEmail,
            ...bookingMovedEmail({ dealership, booking, from: booking.utcDateAppointment, to: at }),
            attachments: [],
          });
        }
        return {
          appointmentId: booking.appointmentId,
          title: booking.title,
          utcDateAppointment: at.toISOString(),
          dealershipName: dealership.dealershipName,
          timeZone: dealership.timeZone,
          pickupAndDelivery: booking.pickupAndDeliveryState === PickupAndDeliveryState.Accepted,
        };
      });
      onMessageQueued();
      return answer;
    },
  };
}
