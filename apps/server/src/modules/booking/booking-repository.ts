// The booking module's SQL: the owner's car and its dealership, the times a dealership holds,
// what an owner has booked, and the owner's bookings themselves. Every read of a booking has
// the owner in its WHERE, so another owner's booking is simply not found.
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { DAY_MS } from '@ignite/domain/garage/day';
import { AppointmentState } from '@ignite/domain/garage/enums';
import type { Database } from '../../db/client.ts';
import { bookedSlots, bookingMoves, bookingNotes } from '../../db/booking-schema.ts';
import { appointments } from '../../db/garage-schema.ts';
import { appConfigurations, organisations, users, vehicles } from '../../db/schema.ts';

/** Every flag up to Missed: a state with a higher one (Completed, Cancelled, Closed) is over. */
const UP_TO_MISSED =
  AppointmentState.Offered |
  AppointmentState.Booked |
  AppointmentState.Declined |
  AppointmentState.Missed;

/**
 * The domain's open appointment, in SQL: Booked, and no flag above Missed. The flags are
 * written into the SQL as numbers: a bound parameter beside `&` has no type to resolve by.
 */
const isOpen = sql`((${appointments.appointmentState} & ${sql.raw(String(AppointmentState.Booked))}) <> 0
  and (${appointments.appointmentState} & ${sql.raw(String(~UP_TO_MISSED))}) = 0)`;

export function createBookingRepository(db: Database) {
  return {
    /** The caller's car and its dealership, or undefined for another's car. */
    async carOf(userId: string, vehicleId: string, executor: Database = db) {
      const [row] = await executor
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
      return row;
    },

    /** The dealership's held times between two instants: booked here, or in its own system. */
    async takenBetween(
      executor: Database,
      organisationId: string,
      from: Date,
      to: Date,
    ): Promise<Set<number>> {
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
              isOpen,
              gte(appointments.utcDateAppointment, from),
              lt(appointments.utcDateAppointment, to),
            ),
          ),
      ]);
      return new Set([...held, ...booked].map((row) => row.at.getTime()));
    },

    /** Locks the owner's row, so two bookings sent at once are counted one after the other. */
    async lockOwner(tx: Database, userId: string) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    /**
     * What the owner holds on a day (leaving out a booking being moved) and has made in the last
     * 24 hours: bookings made, and bookings moved, since each emails the workshop.
     */
    async ownerCounts(
      tx: Database,
      owner: { organisationConsumerId: string },
      day: { from: Date; to: Date },
      now: Date,
      leavingOut: string | null,
    ) {
      const since = new Date(now.getTime() - DAY_MS);
      const [counts] = await tx
        .select({
          dropOffsThatDay: sql<number>`count(*) filter (where ${isOpen}
            and ${appointments.utcDateAppointment} >= ${day.from}
            and ${appointments.utcDateAppointment} < ${day.to}
            ${leavingOut ? sql`and ${appointments.id} <> ${leavingOut}` : sql``})::int`,
          made: sql<number>`count(*) filter (where ${appointments.utcDateCreated} > ${since})::int`,
          oldestMade: sql<string | null>`min(${appointments.utcDateCreated}) filter (where
            ${appointments.utcDateCreated} > ${since})`,
        })
        .from(appointments)
        .where(eq(appointments.organisationConsumerId, owner.organisationConsumerId));
      const [moves] = await tx
        .select({
          moved: sql<number>`count(*)::int`,
          oldestMoved: sql<string | null>`min(${bookingMoves.createdAt})`,
        })
        .from(bookingMoves)
        .innerJoin(appointments, eq(appointments.id, bookingMoves.appointmentId))
        .where(
          and(
            eq(appointments.organisationConsumerId, owner.organisationConsumerId),
            gte(bookingMoves.createdAt, since),
          ),
        );
      const oldest = [counts?.oldestMade, moves?.oldestMoved]
        .filter((at): at is string => Boolean(at))
        .map((at) => new Date(at).getTime());
      return {
        dropOffsThatDay: counts?.dropOffsThatDay ?? 0,
        bookingsMadeInLastDay: (counts?.made ?? 0) + (moves?.moved ?? 0),
        oldestInLastDay: oldest.length > 0 ? new Date(Math.min(...oldest)) : null,
      };
    },

    /** Holds a time for an appointment; false when another owner holds it already. */
    async holdTime(
      tx: Database,
      hold: { organisationId: string; utcDateAppointment: Date; appointmentId: string; now: Date },
    ): Promise<boolean> {
      const held = await tx
        .insert(bookedSlots)
        .values({
          organisationId: hold.organisationId,
          utcDateAppointment: hold.utcDateAppointment,
          appointmentId: hold.appointmentId,
          createdAt: hold.now,
        })
        .onConflictDoNothing()
        .returning({ appointmentId: bookedSlots.appointmentId });
      return held.length > 0;
    },

    async releaseTimes(tx: Database, appointmentId: string) {
      await tx.delete(bookedSlots).where(eq(bookedSlots.appointmentId, appointmentId));
    },

    async saveNote(tx: Database, appointmentId: string, note: string) {
      await tx.insert(bookingNotes).values({ appointmentId, note });
    },

    async recordMove(tx: Database, appointmentId: string, now: Date): Promise<string> {
      const [move] = await tx
        .insert(bookingMoves)
        .values({ appointmentId, createdAt: now })
        .returning({ id: bookingMoves.id });
      return move?.id ?? appointmentId;
    },

    /** The car's open bookings with their notes, soonest first: the owner's car only. */
    async openBookingsOf(vehicleId: string) {
      return db
        .select({
          appointmentId: appointments.id,
          title: appointments.title,
          appointmentType: appointments.appointmentType,
          note: bookingNotes.note,
          utcDateAppointment: appointments.utcDateAppointment,
          appointmentState: appointments.appointmentState,
          pickupAndDeliveryState: appointments.pickupAndDeliveryState,
          organisationId: appointments.organisationId,
          dealershipName: organisations.name,
        })
        .from(appointments)
        .leftJoin(bookingNotes, eq(bookingNotes.appointmentId, appointments.id))
        .leftJoin(organisations, eq(organisations.id, appointments.organisationId))
        .where(and(eq(appointments.vehicleId, vehicleId), isOpen))
        .orderBy(appointments.utcDateAppointment);
    },

    /**
     * One of the owner's bookings, locked for a change when `lock`; undefined when it is not
     * theirs, as for one that does not exist.
     */
    async bookingOf(executor: Database, userId: string, appointmentId: string, lock = false) {
      const query = executor
        .select({
          appointmentId: appointments.id,
          vehicleId: appointments.vehicleId,
          title: appointments.title,
          firstName: appointments.firstName,
          lastName: appointments.lastName,
          note: bookingNotes.note,
          utcDateAppointment: appointments.utcDateAppointment,
          appointmentState: appointments.appointmentState,
          pickupAndDeliveryState: appointments.pickupAndDeliveryState,
          organisationId: appointments.organisationId,
        })
        .from(appointments)
        .innerJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
        .leftJoin(bookingNotes, eq(bookingNotes.appointmentId, appointments.id))
        .where(and(eq(appointments.id, appointmentId), eq(vehicles.ownerId, userId)));
      const [row] = lock ? await query.for('update', { of: appointments }) : await query;
      return row;
    },

    async markCancelled(tx: Database, appointmentId: string, state: number) {
      await tx
        .update(appointments)
        .set({ appointmentState: state | AppointmentState.Cancelled })
        .where(eq(appointments.id, appointmentId));
    },

    async moveTo(tx: Database, appointmentId: string, at: Date) {
      await tx
        .update(appointments)
        .set({ utcDateAppointment: at })
        .where(eq(appointments.id, appointmentId));
    },
  };
}

export type BookingRepository = ReturnType<typeof createBookingRepository>;
