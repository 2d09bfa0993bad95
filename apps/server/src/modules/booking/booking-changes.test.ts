// An owner's bookings after they are made, through the whole app: listed with the owner's note
// and the dealership's clock, cancelled (the time is free again) and moved (the old time free,
// the new one held, the owner's limits kept), the workshop emailed each time; and refusals that
// store nothing: another owner's booking, one already cancelled, a time taken or closed.
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { BOOKING_CHANGE_MESSAGES } from '@ignite/domain/booking/booking-changes';
import { BOOKING_LIMIT_MESSAGES } from '@ignite/domain/booking/booking-limits';
import { BOOKING_MESSAGES } from '@ignite/domain/booking/booking-request';
import { slotProblem } from '@ignite/domain/booking/booking-slots';
import { isAppointmentOpen } from '@ignite/domain/garage/appointments';
import { AppointmentState, AppointmentType } from '@ignite/domain/garage/enums';
import { appointments } from '../../db/garage-schema.ts';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { ownerOf, type Owner } from '../../../test/cashback-test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';

type Slots = { days: string[]; slots: { utcDateAppointment: string; isAvailable: boolean }[] };
type Listed = {
  appointmentId: string;
  title: string;
  note: string | null;
  utcDateAppointment: string;
  timeZone: string;
  isChangeable: boolean;
};

let t: TestApp;
let owner: Owner;
let protect: Owner;
beforeAll(async () => {
  t = await startTestApp();
  [owner, protect] = await Promise.all([
    ownerOf(t, 'owner@demo.ignite'),
    ownerOf(t, 'protect@demo.ignite'),
  ]);
});
afterAll(() => t.close());

// Each test books afresh: a day later, so the owner's five bookings a day are each test's own.
let testsRun = 0;
beforeEach(async () => {
  if (testsRun++ === 0) return;
  t.clock.advanceSeconds(25 * 3600);
  [owner, protect] = await Promise.all([
    ownerOf(t, 'owner@demo.ignite'),
    ownerOf(t, 'protect@demo.ignite'),
  ]);
});

const slotsOf = (day = '') =>
  call<Slots>(t.app, {
    method: 'GET',
    url: `/api/booking/slots?vehicleId=${owner.vehicleId}${day ? `&day=${day}` : ''}`,
    headers: owner.auth,
  });

/** The open times on the dealership's `dayIndex`th day with times. */
async function openTimes(dayIndex: number): Promise<string[]> {
  const day = (await slotsOf()).body.data.days[dayIndex] ?? '';
  return (await slotsOf(day)).body.data.slots
    .filter((s) => s.isAvailable)
    .map((s) => s.utcDateAppointment);
}

async function isOpenTime(at: string | undefined): Promise<boolean> {
  for (let index = 0; index < 18; index += 1) {
    const day = (await slotsOf()).body.data.days[index] ?? '';
    const slot = (await slotsOf(day)).body.data.slots.find((s) => s.utcDateAppointment === at);
    if (slot) return slot.isAvailable;
  }
  throw new Error(`${at} is not one of the dealership's times`);
}

const book = (
  who: Owner,
  utcDateAppointment: string | undefined,
  what: object = { kind: 'service' },
) =>
  call<{ appointmentId: string }>(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: who.auth,
    payload: {
      vehicleId: who.vehicleId,
      what,
      utcDateAppointment,
      pickupAndDelivery: false,
      contact: { firstName: 'Olivia', lastName: 'Owner', mobile: '0412 000 111' },
    },
  });
const list = (who: Owner, vehicleId = who.vehicleId) =>
  call<Listed[]>(t.app, {
    method: 'GET',
    url: `/api/booking/list?vehicleId=${vehicleId}`,
    headers: who.auth,
  });
const cancel = (who: Owner, appointmentId: string) =>
  call<{ cancelled: boolean }>(t.app, {
    method: 'POST',
    url: `/api/booking/${appointmentId}/cancel`,
    headers: who.auth,
  });
const reschedule = (who: Owner, appointmentId: string, utcDateAppointment: string | undefined) =>
  call<{ utcDateAppointment: string }>(t.app, {
    method: 'POST',
    url: `/api/booking/${appointmentId}/reschedule`,
    headers: who.auth,
    payload: { utcDateAppointment },
  });

const stateOf = async (appointmentId: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, appointmentId)))[0];
const emailsAbout = async (appointmentId: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(outboxMessages)
      .where(like(outboxMessages.idempotencyKey, `booking:${appointmentId}%`))
  )[0]?.n ?? 0;

describe('the seeded booking', () => {
  test('the owner’s booked service is on a day and at a time the workshop is open', async () => {
    const [seeded] = await t.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.vehicleId, owner.vehicleId),
          eq(appointments.appointmentType, AppointmentType.Service),
          eq(appointments.appointmentState, AppointmentState.Booked),
        ),
      );
    expect(seeded).toBeDefined();
    const at = seeded?.utcDateAppointment ?? new Date(0);
    expect(slotProblem(at, 'Australia/Sydney', t.clock.now())).toBeNull();
  });
});

describe('the owner’s bookings', () => {
  test('keep the owner’s note and the dealership’s clock; another owner’s car is not listed', async () => {
    const [at] = await openTimes(1);
    const made = await book(owner, at, { kind: 'note', note: 'Rattle from the boot over bumps' });
    expect(made.statusCode).toBe(200);
    const { statusCode, body } = await list(owner);
    expect(statusCode).toBe(200);
    expect(body.data.find((b) => b.appointmentId === made.body.data.appointmentId)).toEqual(
      expect.objectContaining({
        title: 'Workshop visit',
        note: 'Rattle from the boot over bumps',
        utcDateAppointment: at,
        timeZone: 'Australia/Sydney',
        isChangeable: true,
      }),
    );
    const theirs = await list(owner, protect.vehicleId);
    expect(theirs.statusCode).toBe(404);
  });
});

describe('cancelling a booking', () => {
  test('frees its time, shows it cancelled, and emails the workshop once', async () => {
    const [at] = await openTimes(2);
    const made = await book(owner, at);
    const id = made.body.data.appointmentId;
    expect(await isOpenTime(at)).toBe(false);
    expect(await emailsAbout(id)).toBe(1);

    const answer = await cancel(owner, id);
    expect(answer.statusCode).toBe(200);
    const row = await stateOf(id);
    expect(row?.appointmentState).toBe(AppointmentState.Booked | AppointmentState.Cancelled);
    expect(isAppointmentOpen(row?.appointmentState ?? 0)).toBe(false);
    expect(await isOpenTime(at)).toBe(true);
    expect(await emailsAbout(id)).toBe(2);
    expect((await list(owner)).body.data.map((b) => b.appointmentId)).not.toContain(id);
    // Another owner can now book the freed time.
    expect((await book(protect, at)).statusCode).toBe(200);
  });

  test('twice, or by another owner: refused with why, nothing changed or emailed', async () => {
    const [at] = await openTimes(3);
    const id = (await book(owner, at)).body.data.appointmentId;
    const theirs = await cancel(protect, id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body.messages).toEqual([BOOKING_CHANGE_MESSAGES.notFound]);
    expect((await stateOf(id))?.appointmentState).toBe(AppointmentState.Booked);

    expect((await cancel(owner, id)).statusCode).toBe(200);
    const before = { row: await stateOf(id), emails: await emailsAbout(id) };
    const again = await cancel(owner, id);
    expect(again.statusCode).toBe(409);
    expect(again.body.messages).toEqual([BOOKING_CHANGE_MESSAGES.notChangeable]);
    expect({ row: await stateOf(id), emails: await emailsAbout(id) }).toEqual(before);
  });
});

describe('moving a booking', () => {
  test('holds the new time, frees the old, keeps the note, and emails the workshop', async () => {
    const [from, , to] = await openTimes(4);
    const made = await book(owner, from, { kind: 'note', note: 'Check the aircon' });
    const id = made.body.data.appointmentId;
    const answer = await reschedule(owner, id, to);
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.utcDateAppointment).toBe(to);
    expect((await stateOf(id))?.utcDateAppointment.toISOString()).toBe(to);
    expect(await isOpenTime(from)).toBe(true);
    expect(await isOpenTime(to)).toBe(false);
    expect((await list(owner)).body.data.find((b) => b.appointmentId === id)?.note).toBe(
      'Check the aircon',
    );
    const [email] = await t.db
      .select()
      .from(outboxMessages)
      .where(like(outboxMessages.idempotencyKey, `booking:${id}:moved:%`));
    expect(email?.subject).toMatch(/^Moved: Workshop visit, /);
    expect(email?.body).toContain('Note: Check the aircon');
  });

  test('to a time taken, closed or past, or another owner’s booking: refused, nothing changed', async () => {
    const times = await openTimes(5);
    const id = (await book(owner, times[0])).body.data.appointmentId;
    await book(protect, times[1]);
    const before = { row: await stateOf(id), emails: await emailsAbout(id) };

    const taken = await reschedule(owner, id, times[1]);
    expect(taken.statusCode).toBe(409);
    expect(taken.body.messages).toEqual([BOOKING_MESSAGES.taken]);
    const sunday = new Date(times[0] ?? '');
    while (sunday.getUTCDay() !== 0) sunday.setUTCDate(sunday.getUTCDate() + 1);
    sunday.setUTCHours(1, 0, 0, 0);
    const closed = await reschedule(owner, id, sunday.toISOString());
    expect(closed.statusCode).toBe(400);
    expect(closed.body.messages).toEqual([BOOKING_MESSAGES.outsideHours]);
    const same = await reschedule(owner, id, times[0]);
    expect(same.statusCode).toBe(400);
    expect(same.body.messages).toEqual([BOOKING_CHANGE_MESSAGES.sameTime]);
    const theirs = await reschedule(protect, id, times[2]);
    expect(theirs.statusCode).toBe(404);
    const missing = await reschedule(owner, id, undefined);
    expect(missing.statusCode).toBe(400);

    expect({ row: await stateOf(id), emails: await emailsAbout(id) }).toEqual(before);
  });

  test('keeps the limit of drop-offs per day: a third on a full day is refused', async () => {
    // Two of the owner's drop-offs on one day; a booking from another day cannot join them.
    const full = await openTimes(6);
    expect((await book(owner, full[0])).statusCode).toBe(200);
    expect((await book(owner, full[1])).statusCode).toBe(200);
    const other = (await book(owner, (await openTimes(7))[0])).body.data.appointmentId;
    const before = await stateOf(other);
    const refused = await reschedule(owner, other, full[2]);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.messages).toEqual([BOOKING_LIMIT_MESSAGES.dayFull]);
    expect(await stateOf(other)).toEqual(before);
    // A cancelled drop-off no longer holds the owner's place on that day.
    const first = (await list(owner)).body.data.find((b) => b.utcDateAppointment === full[0]);
    expect((await cancel(owner, first?.appointmentId ?? '')).statusCode).toBe(200);
    expect((await reschedule(owner, other, full[2])).statusCode).toBe(200);
  });

  test('a move counts as a booking made: after four and a move, a sixth is refused', async () => {
    const ids = [];
    // Days well after those the tests above filled, so no day of these is full.
    for (let day = 8; day <= 11; day += 1) {
      const made = await book(owner, (await openTimes(day))[0]);
      expect(made.statusCode).toBe(200);
      ids.push(made.body.data.appointmentId);
    }
    expect((await reschedule(owner, ids[0] ?? '', (await openTimes(8))[1])).statusCode).toBe(200);
    const sixth = await book(owner, (await openTimes(12))[0]);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body.messages).toEqual([BOOKING_LIMIT_MESSAGES.tooManyToday]);
    const move = await reschedule(owner, ids[1] ?? '', (await openTimes(9))[1]);
    expect(move.statusCode).toBe(429);
  });
});
