/**
 * The booking wizard's own rows. Each booked drop-off time of a dealership is held once: two
 * owners racing for one time both try to hold it, and the key lets one through; a cancelled
 * booking lets its time go. The owner's note is kept beside the appointment it explains, and
 * each move of a booking is recorded, since a move emails the workshop as a booking does and
 * counts against the owner's bookings in a day.
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { appointments } from './garage-schema.ts';
import { organisations } from './schema.ts';

export const bookedSlots = pgTable(
  'booked_slots',
  {
    organisationId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    utcDateAppointment: timestamp({ withTimezone: true }).notNull(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.organisationId, t.utcDateAppointment] })],
);

/** What the owner told the workshop when the booking is for something else. */
export const bookingNotes = pgTable('booking_notes', {
  appointmentId: uuid()
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  note: text().notNull(),
});

/** Each time an owner moved a booking. */
export const bookingMoves = pgTable(
  'booking_moves',
  {
    id: id(),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_moves_appointment_idx').on(t.appointmentId)],
);
