// One booking as a calendar file, the .ics download a booking offers: the owner's open booking,
// the same event under the same UID as in the feed; anyone else's, a closed one or one that is
// over is a 404.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AppointmentState } from '@ignite/domain/garage/enums';
import { CALENDAR_MESSAGES } from '@ignite/domain/notifications/calendar-api';
import { appointments } from '../../../db/garage-schema.ts';
import { users, vehicles } from '../../../db/schema.ts';
import { type Auth, calendarCalls, parseCalendar } from '../../../../test/calendar-test-kit.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
let calls: ReturnType<typeof calendarCalls>;
let owner: Auth;
let appointmentId: string;

/** The owner's open booking still to come (the seed's booked 60,000 km service). */
async function bookedOf(username: string) {
  const rows = await t.db
    .select({ appointment: appointments })
    .from(appointments)
    .innerJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .innerJoin(users, eq(users.id, vehicles.ownerId))
    .where(
      and(eq(users.username, username), eq(appointments.appointmentState, AppointmentState.Booked)),
    );
  const ahead = rows.filter((r) => r.appointment.utcDateAppointment > t.clock.now());
  if (ahead.length !== 1) throw new Error(`expected one booking ahead, found ${ahead.length}`);
  return ahead[0]?.appointment ?? (undefined as never);
}

beforeAll(async () => {
  t = await startTestApp();
  calls = calendarCalls(t);
  owner = await calls.signIn('owner@demo.ignite');
  appointmentId = (await bookedOf('owner@demo.ignite')).id;
});
afterAll(() => t.close());

const notFound = {
  success: false,
  status: 404,
  data: null,
  messages: [CALENDAR_MESSAGES.appointmentNotFound],
};

describe('GET /api/appointments/:appointmentId/calendar.ics', () => {
  test('the owner’s booking: one event, to save as booking.ics, the same as the feed’s', async () => {
    const response = await calls.appointment(owner, appointmentId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="booking.ics"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { events } = parseCalendar(response.body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `${appointmentId}-booking@ignite`,
      allDay: false,
      start: (await bookedOf('owner@demo.ignite')).utcDateAppointment.toISOString(),
      organiser: { name: 'Harbour City Motors' },
    });

    const { url } = (await calls.create(owner)).body.data;
    const inFeed = parseCalendar((await calls.read(url)).body).events;
    expect(inFeed.find((e) => e.uid === events[0]?.uid)).toEqual(events[0]);
  });

  test('another owner’s booking is a 404, as an id that does not exist', async () => {
    const other = await calls.signIn('protect@demo.ignite');
    const response = await calls.appointment(other, appointmentId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
    const unknown = await calls.appointment(owner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toEqual(notFound);
  });

  test('no session: 401; an id that is not a UUID: 400 with the reason', async () => {
    expect((await calls.appointment(null, appointmentId)).statusCode).toBe(401);
    const bad = await calls.appointment(owner, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(['appointmentId must be a UUID']);
  });

  test('a cancelled booking, or one that is over, is a 404', async () => {
    const booked = await bookedOf('owner@demo.ignite');
    const setState = (state: number) =>
      t.db
        .update(appointments)
        .set({ appointmentState: state })
        .where(eq(appointments.id, booked.id));

    await setState(AppointmentState.Booked | AppointmentState.Cancelled);
    expect((await calls.appointment(owner, booked.id)).json()).toEqual(notFound);
    await setState(AppointmentState.Booked);
    expect((await calls.appointment(owner, booked.id)).statusCode).toBe(200);

    // Past the end of its half-hour slot.
    const over = booked.utcDateAppointment.getTime() + 30 * 60_000 - t.clock.now().getTime();
    t.clock.advanceSeconds(over / 1000);
    owner = await calls.signIn('owner@demo.ignite');
    expect((await calls.appointment(owner, booked.id)).json()).toEqual(notFound);
  });
});
