// PUT /api/condition/set-next in both modes (condition-api.ts): dates are days in the
// dealership's zone, set at noon.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES as M } from '@ignite/domain/garage/condition-api';
import type { Condition } from '@ignite/domain/garage/condition-schema';
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

const OWNER_ODOMETER = 57_300;
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
    it('sets the next reminder at noon on the chosen day, counting from now', async () => {
      const tomorrow = addDays(today(), 1);
      const { statusCode, body } = await setNext(T.Rego, text(tomorrow));
      expect(statusCode).toBe(200);
      expect(body.data.condition).toMatchObject({
        lastDate: t.clock.now().toISOString(),
        nextDate: atNoon(tomorrow, AEST).toISOString(),
        state: ConditionState.UpToDate,
      });
      expect(await conditionRow(t.db, vehicleId, T.Rego)).toMatchObject({
        nextDate: atNoon(tomorrow, AEST),
      });
    });

    it('accepts today (already overdue, as a date due today is) and refuses yesterday', async () => {
      const { statusCode, body } = await setNext(T.Rego, text(today()), true);
      expect(statusCode).toBe(200);
      expect(body.data.condition.state).toBe(ConditionState.Overdue);
      await refuses(T.Rego, text(addDays(today(), -1)), true, M.nextDateInPast);
    });

    it('reads a date-time as the day it falls on in the zone', async () => {
      const chosen = addDays(today(), 10);
      // 23:30 the day before in UTC is 09:30 on the chosen day in AEST.
      const instant = new Date(atNoon(chosen, AEST).getTime() - 150 * 60_000);
      const { body } = await setNext(T.Rego, instant.toISOString(), true);
      expect(body.data.condition.nextDate).toBe(atNoon(chosen, AEST).toISOString());
    });

    it('restarts an overdue odometer side, so the new date takes effect', async () => {
      const { body } = await setNext(T.Brakes, text(addMonths(today(), 6)), true);
      expect(body.data.condition).toMatchObject({
        lastOdometer: OWNER_ODOMETER,
        nextOdometer: OWNER_ODOMETER + 40_000,
        state: ConditionState.UpToDate,
      });
    });

    it('sets up an unconfigured condition', async () => {
      const { body } = await setNext(T.WiperBlades, text(addMonths(today(), 3)), true);
      expect(body.data.condition).toMatchObject({
        isUnconfigured: false,
        state: ConditionState.UpToDate,
      });
    });
  });

  describe('from the day it was last done', () => {
    it('puts the next reminder one interval after it', async () => {
      const lastDone = addMonths(today(), -2);
      const { statusCode, body } = await setNext(T.Tyres, text(lastDone), false);
      expect(statusCode).toBe(200);
      expect(body.data.condition).toMatchObject({
        lastDate: atNoon(lastDone, AEST).toISOString(),
        nextDate: atNoon(addMonths(lastDone, 36), AEST).toISOString(),
      });
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
