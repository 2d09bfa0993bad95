/**
 * The booking wizard's own rows (issue 15): each booked drop-off time of a dealership, held
 * once. Two owners racing for one time both try to hold it; the key lets one through.
 */
import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
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
