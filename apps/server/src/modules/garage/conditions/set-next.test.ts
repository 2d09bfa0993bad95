// PUT /api/condition/set-next in both modes (condition-api.ts): dates are days in the
// dealership's zone, set at noon. A reminder only ever moves the next date: it never says the
// work was done, never makes a due or overdue condition read better, and each change is in
// history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONDITION_MESSAGES as M,
  reminderCannotLiftMessage,
} from '@ignite/domain/garage/condition-api';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { calendarDayName } from '@ignite/domain/format/calendar';
import { addDays, addMonths, atNoon, type Day, dayOf } from '@ignite/domain/garage/day';
import { ConditionState, ConditionType as T } from '@ignite/domain/garage/enums';
import { GARAGE_UTC_OFFSET_MINUTES as AEST } from './condition-view.ts';
import {
  conditionRow,
  garageFacts,
  type GarageTest,
  startGarageTest,
  vehicleOf,
} from '../../../../test/garage-test-kit.ts';
import { call } from '../../../../test/test-app.ts';
import { historyItems } from '../../../db/garage-schema.ts';

const text = (day: Day) =>
  `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

describe('PUT /api/condition/set-next', () => {
  let t: GarageTest;
  let vehicleId: string;
  beforeAll(async () => {
    t = await startGarageTest();
    vehicleId = vehicleOf(t.owner);
  });
  afterAll(() => t.close());

  const today = () => dayOf(t.clock.now(), AEST);
  const garage = async () => {
    const { body } = await call<MyGarage>(t.app, {
      method: 'GET',
      url: `/api/consumer/${t.owner.user.organisationConsumerId}/my-garage/${vehicleId}`,
      headers: { authorization: `Bearer ${t.owner.tokens.accessToken}` },
    });
    return body.data.vehicle.condition;
  };
  const historyTitles = async () =>
    (await t.db.select().from(historyItems).where(eq(historyItems.vehicleId, vehicleId))).map(
      (item) => item.title,
    );
  const setNext = async (type: T, nextDate: string, advanceFromToday?: boolean) => {
    const { id } = await conditionRow(t.db, vehicleId, type);
    return t.send<{ condition: Condition }>('PUT', '/api/condition/set-next', {
      vehicleId,
      conditionId: id,
      nextDate,
      ...(advanceFromToday === undefined ? {} : { advanceFromToday }),
    });
  };
  const refuses = async (type: T, nextDate: string, advance: boolean, message: string) => {
    const before = await garageFacts(t.db, vehicleId);
    const { statusCode, body } = await setNext(type, nextDate, advance);
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual([message]);
    expect(await garageFacts(t.db, vehicleId)).toEqual(before);
  };

  describe('advancing from today (the default)', () => {
    // The owner's report: Brakes (Overdue) > Reminder > a month > Yes made the brakes
    // "Healthy!", "Last done" today at the current reading, raised the score and left no
    // history. A reminder is not a service.
    it('a reminder on the overdue brakes leaves them overdue, last done unchanged, the score as it was, and says so in history', async () => {
      const rowBefore = await conditionRow(t.db, vehicleId, T.Brakes);
      const scoreBefore = (await garage())?.score;
      const chosen = addMonths(today(), 1);
      const { statusCode, body } = await setNext(T.Brakes, text(chosen), true);
      expect(statusCode).toBe(200);
      expect(body.data.condition).toMatchObject({
        state: ConditionState.Overdue,
        isOverdue: true,
        nextDate: atNoon(chosen, AEST).toISOString(),
      });
      expect(await conditionRow(t.db, vehicleId, T.Brakes)).toEqual({
        ...rowBefore,
        nextDate: atNoon(chosen, AEST),
      });
      const after = await garage();
      expect(after?.score).toBe(scoreBefore);
      const brakes = after?.conditions.find((c) => c.type === T.Brakes);
      expect(brakes?.state).toBe(ConditionState.Overdue);
      expect(brakes?.labels.stateLabel).toBe('Overdue');
      expect(await historyTitles()).toContain(`Brakes reminder set for ${calendarDayName(chosen)}`);
    });

    it('sets the next reminder at noon on the chosen day, leaving the last-done date alone', async () => {
      const lastDate = (await conditionRow(t.db, vehicleId, T.Rego)).lastDate;
      const tomorrow = addDays(today(), 1);
      const { statusCode, body } = await setNext(T.Rego, text(tomorrow));
      expect(statusCode).toBe(200);
      expect(body.data.condition).toMatchObject({
        lastDate: lastDate?.toISOString() ?? null,
        nextDate: atNoon(tomorrow, AEST).toISOString(),
      });
      expect(await conditionRow(t.db, vehicleId, T.Rego)).toMatchObject({
        lastDate,
        nextDate: atNoon(tomorrow, AEST),
      });
    });

    it('accepts today (already overdue, as a date due today is) and refuses yesterday', async () => {
      const { statusCode, body } = await setNext(T.Rego, text(today()), true);
      expect(statusCode).toBe(200);
      expect(body.data.condition.state).toBe(ConditionState.Overdue);
      await refuses(T.Rego, text(addDays(today(), -1)), true, M.nextDateInPast);
    });

    it('refuses a reminder that would make an overdue condition read better, changing nothing', async () => {
      // The rego is overdue by its date alone (set to today just above): a later date would
      // clear it without anything being done.
      expect((await conditionRow(t.db, vehicleId, T.Rego)).nextDate).toEqual(atNoon(today(), AEST));
      await refuses(
        T.Rego,
        text(addMonths(today(), 2)),
        true,
        reminderCannotLiftMessage('Rego', true),
      );
    });

    it('reads a date-time as the day it falls on in the zone', async () => {
      const chosen = addDays(today(), 10);
      // 23:30 the day before in UTC is 09:30 on the chosen day in AEST.
      const instant = new Date(atNoon(chosen, AEST).getTime() - 150 * 60_000);
      const { body } = await setNext(T.Tyres, instant.toISOString(), true);
      expect(body.data.condition.nextDate).toBe(atNoon(chosen, AEST).toISOString());
    });

    it('sets up an unconfigured condition, which still has no last-done date', async () => {
      const { body } = await setNext(T.WiperBlades, text(addMonths(today(), 3)), true);
      expect(body.data.condition).toMatchObject({
        isUnconfigured: false,
        state: ConditionState.UpToDate,
        lastDate: null,
      });
    });
  });

  describe('from the day it was last done', () => {
    it('puts the next reminder one interval after it, and history says when it was done', async () => {
      const lastDone = addMonths(today(), -2);
      const { statusCode, body } = await setNext(T.Tyres, text(lastDone), false);
      expect(statusCode).toBe(200);
      expect(body.data.condition).toMatchObject({
        lastDate: atNoon(lastDone, AEST).toISOString(),
        nextDate: atNoon(addMonths(lastDone, 36), AEST).toISOString(),
      });
      expect(await historyTitles()).toContain(`Tyres last done on ${calendarDayName(lastDone)}`);
    });

    it('accepts today and refuses tomorrow', async () => {
      expect((await setNext(T.Tyres, text(today()), false)).statusCode).toBe(200);
      await refuses(T.Tyres, text(addDays(today(), 1)), false, M.lastDoneInFuture);
    });

    it("counts from the type's default interval when none is stored", async () => {
      // Wiper blades have no stored interval: the default is 12 months.
      const lastDone = addMonths(today(), -3);
      const { statusCode, body } = await setNext(T.WiperBlades, text(lastDone), false);
      expect(statusCode).toBe(200);
      expect(body.data.condition).toMatchObject({
        lastDate: atNoon(lastDone, AEST).toISOString(),
        nextDate: atNoon(addMonths(lastDone, 12), AEST).toISOString(),
        value: 12,
      });
    });
  });

  it('refuses Recall, which has no schedule', async () => {
    await refuses(T.Recall, text(addDays(today(), 5)), true, M.noInterval);
  });
});
