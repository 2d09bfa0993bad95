// The access matrix's rows for the calendar feed. Making and turning off a feed act on the caller's
// own feed, so each signed-in caller gets their own and the owner's stays as it was; the feed
// itself opens to whoever holds its secret URL; a booking's calendar file is its owner's alone.
import { and, eq, gt } from 'drizzle-orm';
import { AppointmentState } from '@ignite/domain/garage/enums';
import { appointments } from '../../src/db/garage-schema.ts';
import { calendarFeeds } from '../../src/db/notifications-schema.ts';
import { type Matrix, OWN, PUBLIC, type Scope, SELF } from './kit.ts';

const FEED_PATH = '/api/notifications/calendar-feed';

/** A feed of the owner's, made now: the token of its URL. */
async function feedOf(s: Scope) {
  const made = await s.w.t.app.inject({ method: 'POST', url: FEED_PATH, headers: s.owner.auth });
  const url = made.json<{ data: { url: string } }>().data.url;
  return { token: /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1] ?? '' };
}

/** The owner's booking still to come (the seed's booked service). */
async function bookingOf(s: Scope) {
  const [booked] = await s.w.t.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.vehicleId, s.owner.vehicleId),
        eq(appointments.appointmentState, AppointmentState.Booked),
        gt(appointments.utcDateAppointment, s.w.t.clock.now()),
      ),
    );
  if (!booked) throw new Error('the owner has no booking to come');
  return { appointmentId: booked.id };
}

const ownersFeed = (s: Scope) =>
  s.w.t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, s.owner.userId));

export const calendarRows: Matrix = {
  'POST /api/notifications/calendar-feed': {
    prepare: feedOf,
    request: () => ({ method: 'POST', url: FEED_PATH }),
    expect: SELF,
    ownerFacts: ownersFeed,
  },
  'DELETE /api/notifications/calendar-feed': {
    prepare: feedOf,
    request: () => ({ method: 'DELETE', url: FEED_PATH }),
    expect: SELF,
    ownerFacts: ownersFeed,
  },
  'GET /api/calendar/:token': {
    prepare: feedOf,
    request: (s) => ({ method: 'GET', url: `/api/calendar/${s.ids.token}.ics` }),
    expect: PUBLIC,
    ownerDataShownBecause: 'whoever holds the feed’s secret URL sees the owner’s dates',
  },
  'GET /api/appointments/:appointmentId/calendar.ics': {
    prepare: bookingOf,
    request: (s) => ({
      method: 'GET',
      url: `/api/appointments/${s.ids.appointmentId}/calendar.ics`,
    }),
    expect: OWN,
    markers: (s) => [s.ids.appointmentId ?? ''],
  },
};
