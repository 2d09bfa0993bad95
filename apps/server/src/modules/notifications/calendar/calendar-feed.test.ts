// The calendar feed's content, read through ical.js as a calendar app reads it: one all-day
// event per due date of each monitor shown and switched on, one timed event per open booking,
// from the dealership, with UIDs that hold while the dates move.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bookingDayOf } from '@ignite/domain/booking/booking-slots';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { conditionSlug } from '@ignite/domain/garage/condition-slugs';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { Session } from '@ignite/domain/session';
import { type Auth, calendarCalls, parseCalendar } from '../../../../test/calendar-test-kit.ts';
import { users } from '../../../db/schema.ts';
import { senderAddress } from './calendar-sources.ts';
import { conditionRow } from '../../../../test/garage-test-kit.ts';
import { signIn } from '../../../../test/sessions.ts';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';

const ZONE = 'Australia/Sydney';

let t: TestApp;
let calls: ReturnType<typeof calendarCalls>;
let session: Session;
let owner: Auth;
let vehicleId: string;

beforeAll(async () => {
  t = await startTestApp();
  calls = calendarCalls(t);
  session = await signIn(t.app, 'owner@demo.ignite');
  owner = { authorization: `Bearer ${session.tokens.accessToken}` };
  vehicleId = session.user.activeVehicle?.vehicleId ?? '';
});
afterAll(() => t.close());

async function garage(): Promise<MyGarage> {
  const { organisationConsumerId } = session.user;
  const { body } = await call<MyGarage>(t.app, {
    method: 'GET',
    url: `/api/consumer/${organisationConsumerId}/my-garage/${vehicleId}`,
    headers: owner,
  });
  return body.data;
}

async function feed(url: string) {
  const response = await calls.read(url);
  expect(response.statusCode).toBe(200);
  return parseCalendar(response.body);
}

describe('the feed', () => {
  test('is text/calendar, kept only briefly and privately, and parses', async () => {
    const { url } = (await calls.create(owner)).body.data;
    expect(url.startsWith(`${t.config.publicUrl}/api/calendar/`)).toBe(true);
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await calls.read(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(parseCalendar(response.body).name).toBe('Harbour City Motors: car care');
  });

  test('one all-day event on each shown, switched-on monitor’s due day, in the dealership’s zone', async () => {
    const { url } = (await calls.create(owner)).body.data;
    const model = await garage();
    const conditions = model.vehicle.condition?.conditions ?? [];
    const expected = conditions
      .filter((c) => c.isVisible && c.isEnabled && c.nextDate !== null)
      .map((c) => ({
        uid: `${vehicleId}-condition-${conditionSlug(c.type)}@ignite`,
        day: bookingDayOf(new Date(c.nextDate ?? ''), ZONE),
      }));
    // The seeded owner has monitors left out: switched off, not set up, no date.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(conditions.length);

    const allDay = (await feed(url)).events.filter((e) => e.allDay);
    expect(allDay.map((e) => ({ uid: e.uid, day: e.start })).sort(byUid)).toEqual(
      expected.sort(byUid),
    );
    const tyres = allDay.find((e) => e.uid === `${vehicleId}-condition-tyres@ignite`);
    expect(tyres).toMatchObject({
      summary: 'Tyres due: Toyota RAV4 Hybrid (CXR52H)',
      url: `${t.config.publicUrl}/my-garage/care-plan/item/condition/tyres`,
      organiser: { name: 'Harbour City Motors', email: 'service@harbourcitymotors.demo.ignite' },
    });
    // An all-day event lasts its one day.
    expect(tyres?.end).toBe(nextDay(tyres?.start ?? ''));
  });

  test('the booked service at its time, at the workshop, linked to the bookings', async () => {
    const { url } = (await calls.create(owner)).body.data;
    const booked = (await garage()).appointments.filter(
      (a) => a.isOpen && new Date(a.utcDateAppointment) > t.clock.now(),
    );
    expect(booked).toHaveLength(1);
    const [appointment] = booked;
    const events = (await feed(url)).events.filter((e) => !e.allDay);
    expect(events).toEqual([
      {
        uid: `${appointment?.appointmentId}-booking@ignite`,
        summary: `${appointment?.title}: Toyota RAV4 Hybrid (CXR52H)`,
        description: expect.stringContaining(`${t.config.publicUrl}/my-garage?p=bookings`),
        url: `${t.config.publicUrl}/my-garage?p=bookings`,
        allDay: false,
        start: appointment?.utcDateAppointment,
        end: new Date(
          Date.parse(appointment?.utcDateAppointment ?? '') + 30 * 60_000,
        ).toISOString(),
        organiser: { name: 'Harbour City Motors', email: 'service@harbourcitymotors.demo.ignite' },
        location: expect.stringContaining('Harbour City Motors Service'),
      },
    ]);
  });

  test('carries nothing about the owner: not their name, username, email or mobile', async () => {
    const { url } = (await calls.create(owner)).body.data;
    const text = (await calls.read(url)).body;
    const [row] = await t.db.select().from(users).where(eq(users.username, 'owner@demo.ignite'));
    const personal = [row?.firstName, row?.lastName, row?.username, row?.email, row?.mobileNumber];
    expect(personal.filter(Boolean).length).toBeGreaterThanOrEqual(4);
    for (const fact of personal) if (fact) expect(text).not.toContain(fact);
  });

  test('moves an event when its due date changes, under the same UID', async () => {
    const { url } = (await calls.create(owner)).body.data;
    const uid = `${vehicleId}-condition-rego@ignite`;
    const before = (await feed(url)).events.find((e) => e.uid === uid);

    const { id: conditionId } = await conditionRow(t.db, vehicleId, ConditionType.Rego);
    const moved = await call(t.app, {
      method: 'PUT',
      url: '/api/condition/set-next',
      headers: owner,
      payload: { vehicleId, conditionId, nextDate: '2027-09-15' },
    });
    expect(moved.statusCode).toBe(200);

    const after = await feed(url);
    expect(before?.start).not.toBe('2027-09-15');
    expect(after.events.filter((e) => e.uid === uid)).toEqual([
      { ...before, start: '2027-09-15', end: '2027-09-16' },
    ]);
  });

  test('leaves out a monitor once it is switched off', async () => {
    const { url } = (await calls.create(owner)).body.data;
    const uid = `${vehicleId}-condition-tyres@ignite`;
    expect((await feed(url)).events.map((e) => e.uid)).toContain(uid);
    const { id: conditionId } = await conditionRow(t.db, vehicleId, ConditionType.Tyres);
    const off = await call(t.app, {
      method: 'POST',
      url: '/api/condition/disable',
      headers: owner,
      payload: { conditionId },
    });
    expect(off.statusCode).toBe(200);
    expect((await feed(url)).events.map((e) => e.uid)).not.toContain(uid);
  });

  test('an owner without a dealership: the app’s brand organises, from its sender address', async () => {
    const generic = await calls.signIn('generic@demo.ignite');
    const { url } = (await calls.create(generic)).body.data;
    const calendar = await feed(url);
    expect(calendar.name).toBe('Ignite: car care');
    expect(calendar.events.length).toBeGreaterThan(0);
    for (const event of calendar.events) {
      expect(event.organiser).toEqual({ name: 'Ignite', email: senderAddress(t.config.mailFrom) });
    }
  });
});

const byUid = (a: { uid: string }, b: { uid: string }) => a.uid.localeCompare(b.uid);

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
