// Booking through the whole app: the dealership's times, a booking that shows in
// the garage and tells the workshop, and refusals that store nothing: a time past or outside
// the hours, another owner's car, a car with no dealership, and two owners racing for a time.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOOKING_MESSAGES } from '@ignite/domain/booking/booking-request';
import { AppointmentState } from '@ignite/domain/garage/enums';
import { appointments } from '../../db/garage-schema.ts';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { ownerOf, type Owner } from '../../../test/cashback-test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';

type Slots = {
  dealershipName: string;
  timeZone: string;
  days: string[];
  day: string | null;
  slots: { utcDateAppointment: string; isAvailable: boolean }[];
};

let t: TestApp;
let owner: Owner;
let protect: Owner;
let generic: Owner;
beforeAll(async () => {
  t = await startTestApp();
  [owner, protect, generic] = await Promise.all([
    ownerOf(t, 'owner@demo.ignite'),
    ownerOf(t, 'protect@demo.ignite'),
    ownerOf(t, 'generic@demo.ignite'),
  ]);
});
afterAll(() => t.close());

const slotsOf = (who: Owner, day = '') =>
  call<Slots>(t.app, {
    method: 'GET',
    url: `/api/booking/slots?vehicleId=${who.vehicleId}${day ? `&day=${day}` : ''}`,
    headers: who.auth,
  });
const book = (who: Owner, utcDateAppointment: string, overrides: Record<string, unknown> = {}) =>
  call<{ appointmentId: string; title: string }>(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: who.auth,
    payload: {
      vehicleId: who.vehicleId,
      what: { kind: 'service' },
      utcDateAppointment,
      pickupAndDelivery: true,
      contact: { firstName: 'Olivia', lastName: 'Owner', mobile: '0412 000 111' },
      ...overrides,
    },
  });
const appointmentCount = async () =>
  (await t.db.select({ n: count() }).from(appointments))[0]?.n ?? 0;

/** An open time on the dealership's second day with times. */
async function openTime(who: Owner, index = 0) {
  const first = await slotsOf(who);
  const day = first.body.data.days[1] ?? '';
  const { body } = await slotsOf(who, day);
  const open = body.data.slots.filter((slot) => slot.isAvailable);
  return open[index]?.utcDateAppointment ?? '';
}

describe('the dealership’s times', () => {
  test('days and half-hourly times on the dealership’s clock', async () => {
    const { statusCode, body } = await slotsOf(owner);
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      dealershipName: 'Harbour City Motors',
      timeZone: 'Australia/Sydney',
    });
    expect(body.data.days.length).toBeGreaterThan(10);
    expect(body.data.slots.length).toBeGreaterThan(0);
  });

  test('a car without a home dealership cannot be booked: 409 with why', async () => {
    const { statusCode, body } = await slotsOf(generic);
    expect(statusCode).toBe(409);
    expect(body.messages).toEqual([BOOKING_MESSAGES.noDealership]);
  });
});

describe('a booking', () => {
  test('is a Booked appointment in the garage, and the workshop is emailed', async () => {
    const at = await openTime(owner, 2);
    const { statusCode, body } = await book(owner, at);
    expect(statusCode).toBe(200);
    expect(body.data.title).toBe('Scheduled service');
    const [row] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, body.data.appointmentId));
    expect(row).toMatchObject({
      appointmentState: AppointmentState.Booked,
      title: 'Scheduled service',
    });
    const garage = await call<{ appointments: { appointmentId: string }[] }>(t.app, {
      method: 'GET',
      url: `/api/consumer/${owner.session.user.organisationConsumerId}/my-garage/${owner.vehicleId}`,
      headers: owner.auth,
    });
    expect(garage.body.data.appointments.map((a) => a.appointmentId)).toContain(
      body.data.appointmentId,
    );
    const [email] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.idempotencyKey, `booking:${body.data.appointmentId}`));
    expect(email).toMatchObject({ channel: 'email', to: 'service@harbourcitymotors.demo.ignite' });
    expect(email?.body).toContain('Pickup and delivery: requested');
    // The time is now shown as taken.
    const day = (await slotsOf(owner)).body.data.days[1] ?? '';
    const after = await slotsOf(owner, day);
    expect(after.body.data.slots.find((s) => s.utcDateAppointment === at)?.isAvailable).toBe(false);
  });

  test('in the past, outside the hours, or for another owner’s car: refused, nothing stored', async () => {
    const before = await appointmentCount();
    const past = await book(
      owner,
      new Date(Date.now() - 60 * 60_000).toISOString().slice(0, 14) + '00:00.000Z',
    );
    expect(past.statusCode).toBe(400);
    expect(past.body.messages).toEqual([BOOKING_MESSAGES.past]);
    const at = await openTime(owner, 0);
    const sunday = new Date(at);
    while (sunday.getUTCDay() !== 0) sunday.setUTCDate(sunday.getUTCDate() + 1);
    sunday.setUTCHours(1, 0, 0, 0); // 11:00 or 12:00 on a Sunday in Sydney
    const closed = await book(owner, sunday.toISOString());
    expect(closed.statusCode).toBe(400);
    expect(closed.body.messages).toEqual([BOOKING_MESSAGES.outsideHours]);
    const theirs = await book(owner, at, { vehicleId: protect.vehicleId });
    expect(theirs.statusCode).toBe(404);
    expect(await appointmentCount()).toBe(before);
  });

  test('two owners racing for one time: one booking, the other told it was taken', async () => {
    const at = await openTime(owner, 5);
    const before = await appointmentCount();
    const answers = await Promise.all([book(owner, at), book(protect, at)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.body.messages).toEqual([
      BOOKING_MESSAGES.taken,
    ]);
    expect(await appointmentCount()).toBe(before + 1);
  });
});
