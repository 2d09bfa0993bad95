// Booking a car in at its dealership (issue 15): the times the dealership offers on its own
// clock, and the booking itself. The appointment and the held time are written in one
// transaction; a time another owner holds fails the whole booking, so two owners racing for
// one time make one booking. The dealership's email is queued in the same transaction.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  appointmentFor,
  BOOKING_MESSAGES as M,
  type CreateBooking,
} from '@ignite/domain/booking/booking-request';
import { BOOKING_LIMIT_MESSAGES, bookingLimitProblem } from '@ignite/domain/booking/booking-limits';
import {
  bookingDayOf,
  bookingDays,
  instantOn,
  slotProblem,
  slotsOn,
} from '@ignite/domain/booking/booking-slots';
import { DAY_MS } from '@ignite/domain/garage/day';
import { AppointmentState, PickupAndDeliveryState } from '@ignite/domain/garage/enums';
import type { Clock } from '../../core/clock.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import type { Database } from '../../db/client.ts';
import { bookedSlots } from '../../db/booking-schema.ts';
import { appointments } from '../../db/garage-schema.ts';
import { appConfigurations, organisations, users, vehicles } from '../../db/schema.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { bookingEmail } from './booking-email.ts';

/** Days listed for the owner to choose from: three weeks of the workshop's days. */
const DAYS_LISTED = 18;

type Deps = { db: Database; clock: Clock; onMessageQueued: () => void };

const PROBLEM_MESSAGES = {
  past: M.past,
  'too-far': M.tooFar,
  'outside-hours': M.outsideHours,
} as const;

export function createBookingService({ db, clock, onMessageQueued }: Deps) {
  /** The caller's car and its dealership; 404 for another's car, 409 without a dealership. */
  async function dealershipOf(userId: string, vehicleId: string) {
    const [row] = await db
      .select({
        vehicleId: vehicles.id,
        make: vehicles.make,
        model: vehicles.model,
        rego: vehicles.rego,
        organisationConsumerId: users.organisationConsumerId,
        timeZone: appConfigurations.timeZone,
        organisationId: organisations.id,
        dealershipName: organisations.name,
        serviceEmail: organisations.serviceEmail,
      })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.ownerId))
      .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
      .leftJoin(organisations, eq(organisations.id, appConfigurations.organisationId))
      .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, userId)));
    if (!row?.organisationConsumerId) throw notFound(VEHICLE_NOT_FOUND);
    if (!row.organisationId || !row.dealershipName) throw conflict(M.noDealership);
    return {
      ...row,
      organisationConsumerId: row.organisationConsumerId,
      organisationId: row.organisationId,
      dealershipName: row.dealershipName,
    };
  }

  /** The dealership's held times between two instants: booked here, or in its own system. */
  async function takenBetween(executor: Database, organisationId: string, from: Date, to: Date) {
    const [held, booked] = await Promise.all([
      executor
        .select({ at: bookedSlots.utcDateAppointment })
        .from(bookedSlots)
        .where(
          and(
            eq(bookedSlots.organisationId, organisationId),
            gte(bookedSlots.utcDateAppointment, from),
            lt(bookedSlots.utcDateAppointment, to),
          ),
        ),
      executor
        .select({ at: appointments.utcDateAppointment })
        .from(appointments)
        .where(
          and(
            eq(appointments.organisationId, organisationId),
            sql`(${appointments.appointmentState} & ${AppointmentState.Booked}) <> 0`,
            gte(appointments.utcDateAppointment, from),
            lt(appointments.utcDateAppointment, to),
          ),
        ),
    ]);
    return new Set([...held, ...booked].map((row) => row.at.getTime()));
  }

  /**
   * Refuses a booking past the owner's limits. The owner's row is locked first, so two
   * bookings sent at once are counted one after the other.
   */
  async function checkOwnerLimits(
    tx: Database,
    owner: { userId: string; organisationConsumerId: string; timeZone: string },
    at: Date,
    now: Date,
  ) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
    const day = bookingDayOf(at, owner.timeZone);
    const [counts] = await tx
      .select({
        dropOffsThatDay: sql<number>`count(*) filter (where
          (${appointments.appointmentState} & ${AppointmentState.Booked}) <> 0
          and ${appointments.utcDateAppointment} >= ${instantOn(day, 0, owner.timeZone)}
          and ${appointments.utcDateAppointment} < ${instantOn(day, 24 * 60, owner.timeZone)})::int`,
        bookingsMadeInLastDay: sql<number>`count(*) filter (where
          ${appointments.utcDateCreated} > ${new Date(now.getTime() - DAY_MS)})::int`,
        oldestMadeInLastDay: sql<string | null>`min(${appointments.utcDateCreated}) filter (where
          ${appointments.utcDateCreated} > ${new Date(now.getTime() - DAY_MS)})`,
      })
      .from(appointments)
      .where(eq(appointments.organisationConsumerId, owner.organisationConsumerId));
    const problem = bookingLimitProblem({
      dropOffsThatDay: counts?.dropOffsThatDay ?? 0,
      bookingsMadeInLastDay: counts?.bookingsMadeInLastDay ?? 0,
    });
    if (problem === 'tooManyToday') {
      // One more fits once the oldest of the day's bookings is 24 hours old.
      const oldest = counts?.oldestMadeInLastDay ? new Date(counts.oldestMadeInLastDay) : now;
      const waitSeconds = Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000);
      throw tooManyRequests(BOOKING_LIMIT_MESSAGES.tooManyToday, Math.max(1, waitSeconds));
    }
    if (problem === 'dayFull') throw conflict(BOOKING_LIMIT_MESSAGES.dayFull);
  }

  return {
    async slots(userId: string, query: { vehicleId: string; day?: string | undefined }) {
      const dealership = await dealershipOf(userId, query.vehicleId);
      const now = clock();
      const days = bookingDays(now, dealership.timeZone, DAYS_LISTED);
      const day = query.day ?? days[0] ?? null;
      const times = day ? slotsOn(day, dealership.timeZone, now) : [];
      const taken =
        day && times.length > 0
          ? await takenBetween(
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
      const dealership = await dealershipOf(userId, body.vehicleId);
      const now = clock();
      const at = new Date(body.utcDateAppointment);
      const problem = slotProblem(at, dealership.timeZone, now);
      if (problem) throw badRequest(PROBLEM_MESSAGES[problem]);
      const work = appointmentFor(body.what);
      const answer = await db.transaction(async (tx) => {
        await checkOwnerLimits(tx, { userId, ...dealership }, at, now);
        const taken = await takenBetween(
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
        const held = await tx
          .insert(bookedSlots)
          .values({
            organisationId: dealership.organisationId,
            utcDateAppointment: at,
            appointmentId: appointment.id,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ appointmentId: bookedSlots.appointmentId });
        // Held by someone else a moment ago: the appointment goes with the transaction.
        if (held.length === 0) throw conflict(M.taken);
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
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
