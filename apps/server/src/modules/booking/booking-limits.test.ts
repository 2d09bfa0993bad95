// One owner cannot take a workshop's whole day: at most two drop-offs on one day and five
// bookings in any 24 hours, counted in the database, two requests at once included. A refused
// booking stores nothing and emails nobody.
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BOOKING_LIMIT_MESSAGES } from '@ignite/domain/booking/booking-limits';
import { appointments } from '../../db/garage-schema.ts';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { ownerOf, type Owner } from '../../../test/cashback-test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';

type Slots = { days: string[]; slots: { utcDateAppointment: string; isAvailable: boolean }[] };

let t: TestApp;
let owner: Owner;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerOf(t, 'owner@demo.ignite');
});
afterAll(() => t.close());

/** The open times of the owner's dealership on its `dayIndex`th day with times. */
async function openTimes(dayIndex: number): Promise<string[]> {
  const first = await call<Slots>(t.app, {
    method: 'GET',
    url: `/api/booking/slots?vehicleId=${owner.vehicleId}`,
    headers: owner.auth,
  });
  const day = first.body.data.days[dayIndex] ?? '';
  const { body } = await call<Slots>(t.app, {
    method: 'GET',
    url: `/api/booking/slots?vehicleId=${owner.vehicleId}&day=${day}`,
    headers: owner.auth,
  });
  return body.data.slots.filter((s) => s.isAvailable).map((s) => s.utcDateAppointment);
}

const book = (utcDateAppointment: string | undefined) =>
  call<{ appointmentId: string }>(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: owner.auth,
    payload: {
      vehicleId: owner.vehicleId,
      what: { kind: 'service' },
      utcDateAppointment,
      pickupAndDelivery: false,
      contact: { firstName: 'Olivia', lastName: 'Owner', mobile: '0412 000 111' },
    },
  });

const stored = async () => ({
  appointments: (await t.db.select({ n: count() }).from(appointments))[0]?.n ?? 0,
  emails:
    (
      await t.db
        .select({ n: count() })
        .from(outboxMessages)
        .where(like(outboxMessages.idempotencyKey, 'booking:%'))
    )[0]?.n ?? 0,
});

describe('how much one owner may book', () => {
  test('two drop-offs on one day; the third is refused with why, nothing stored or emailed', async () => {
    const times = await openTimes(2);
    expect((await book(times[0])).statusCode).toBe(200);
    expect((await book(times[1])).statusCode).toBe(200);
    const before = await stored();
    const third = await book(times[2]);
    expect(third.statusCode).toBe(409);
    expect(third.body.messages).toEqual([BOOKING_LIMIT_MESSAGES.dayFull]);
    expect(await stored()).toEqual(before);
  });

  test('two bookings at once for the last drop-off of a day: one is made', async () => {
    const times = await openTimes(3);
    expect((await book(times[0])).statusCode).toBe(200);
    const before = await stored();
    const answers = await Promise.all([book(times[1]), book(times[2])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await stored()).toEqual({
      appointments: before.appointments + 1,
      emails: before.emails + 1,
    });
  });

  test('the sixth booking in 24 hours is refused until the first is a day old', async () => {
    // Four made above; the fifth fits on another day.
    expect((await book((await openTimes(4))[0])).statusCode).toBe(200);
    const before = await stored();
    const sixth = await book((await openTimes(5))[0]);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.messages).toEqual([BOOKING_LIMIT_MESSAGES.tooManyToday]);
    const retryAfter = Number(sixth.response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(await stored()).toEqual(before);

    t.clock.advanceSeconds(retryAfter + 1);
    owner = await ownerOf(t, 'owner@demo.ignite');
    expect((await book((await openTimes(5))[0])).statusCode).toBe(200);
  });

  test('another owner’s bookings do not count against this one', async () => {
    const protect = await ownerOf(t, 'protect@demo.ignite');
    const times = await openTimes(2);
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/booking',
      headers: protect.auth,
      payload: {
        vehicleId: protect.vehicleId,
        what: { kind: 'service' },
        utcDateAppointment: times[0],
        pickupAndDelivery: false,
        contact: { firstName: 'Priya', lastName: 'Patel', mobile: '0412 000 222' },
      },
    });
    expect(answer.statusCode).toBe(200);
  });
});
