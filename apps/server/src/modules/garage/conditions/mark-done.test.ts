// PUT /api/condition/advance-by-condition-interval ("Mark done"): service moves along its
// schedule, the others advance by their interval from today; each writes a history item.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES } from '@ignite/domain/garage/condition-api';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { addDays, addMonths, atNoon, dayOf } from '@ignite/domain/garage/day';
import {
  ConditionState,
  ConditionType as T,
  ServiceIntervalState as S,
} from '@ignite/domain/garage/enums';
import type { HistoryItem } from '@ignite/domain/garage/garage-api';
import { historyItems, serviceSchedules } from '../../../db/garage-schema.ts';
import { GARAGE_UTC_OFFSET_MINUTES as AEST } from './condition-view.ts';
import {
  conditionRow,
  garageFacts,
  type GarageTest,
  scheduleRows,
  startGarageTest,
  vehicleOf,
} from '../../../../test/garage-test-kit.ts';

const OWNER_ODOMETER = 57_300;

describe('PUT /api/condition/advance-by-condition-interval', () => {
  let t: GarageTest;
  let vehicleId: string;
  beforeAll(async () => {
    t = await startGarageTest();
    vehicleId = vehicleOf(t.owner);
  });
  afterAll(() => t.close());

  const markDone = async (type: T) => {
    const condition = await conditionRow(t.db, vehicleId, type);
    return t.send<{ condition: Condition; historyItem: HistoryItem }>(
      'PUT',
      '/api/condition/advance-by-condition-interval',
      { vehicleId, conditionId: condition.id },
    );
  };
  const today = () => dayOf(t.clock.now(), AEST);
  const storedHistory = () =>
    t.db.select().from(historyItems).where(eq(historyItems.vehicleId, vehicleId));

  it('advances a monthly condition by months and km from today, with a history item', async () => {
    t.clock.advanceSeconds(60);
    const now = t.clock.now();
    const { statusCode, body } = await markDone(T.Tyres);
    expect(statusCode).toBe(200);
    const nextDate = atNoon(addMonths(today(), 36), AEST);
    expect(body.data.condition).toMatchObject({
      lastOdometer: OWNER_ODOMETER,
      nextOdometer: OWNER_ODOMETER + 40_000,
      lastDate: now.toISOString(),
      nextDate: nextDate.toISOString(),
      state: ConditionState.UpToDate,
    });
    expect(body.data.historyItem).toEqual({
      vehicleId,
      type: 'Tyres',
      title: 'Tyres marked done',
      description: null,
      utcEventDate: now.toISOString(),
    });
    expect(await conditionRow(t.db, vehicleId, T.Tyres)).toMatchObject({ lastDate: now, nextDate });
    expect((await storedHistory()).some((h) => h.title === 'Tyres marked done')).toBe(true);
  });

  it('advances the weekly wash by weeks', async () => {
    const { statusCode, body } = await markDone(T.Wash);
    expect(statusCode).toBe(200);
    expect(body.data.condition.nextDate).toBe(atNoon(addDays(today(), 14), AEST).toISOString());
    expect(body.data.historyItem.title).toBe('Wash marked done');
  });

  it('moves the service to the next interval and marks the current one done', async () => {
    const now = t.clock.now();
    const { statusCode, body } = await markDone(T.Service);
    expect(statusCode).toBe(200);
    const { schedule, byKm } = await scheduleRows(t.db, vehicleId);
    expect(byKm(60_000)).toMatchObject({ state: S.MarkedDoneByUser, dateCompleted: now });
    expect(schedule.nextIntervalId).toBe(byKm(75_000).id);
    // 75,000 km / 60 months follows 60,000 km / 48 months: due 12 months from today.
    expect(body.data.condition).toMatchObject({
      lastOdometer: OWNER_ODOMETER,
      nextOdometer: 75_000,
      lastDate: now.toISOString(),
      nextDate: atNoon(addMonths(today(), 12), AEST).toISOString(),
      state: ConditionState.UpToDate,
    });
    expect(body.data.historyItem).toMatchObject({
      type: 'Service',
      title: 'Service marked done',
      description: '60,000 km service',
    });
  });

  it("marks a condition without a stored interval done by its type's default", async () => {
    // Wiper blades have no stored interval: the default is 12 months, and no km side.
    const { statusCode, body } = await markDone(T.WiperBlades);
    expect(statusCode).toBe(200);
    expect(body.data.condition).toMatchObject({
      nextDate: atNoon(addMonths(today(), 12), AEST).toISOString(),
      nextOdometer: null,
      state: ConditionState.UpToDate,
      isUnconfigured: false,
    });
  });

  it('refuses Recall, which has no schedule, changing nothing', async () => {
    const before = await garageFacts(t.db, vehicleId);
    const { statusCode, body } = await markDone(T.Recall);
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual([CONDITION_MESSAGES.noInterval]);
    expect(await garageFacts(t.db, vehicleId)).toEqual(before);
  });

  it('refuses the service when its schedule has no next interval', async () => {
    await t.db
      .update(serviceSchedules)
      .set({ nextIntervalId: null })
      .where(eq(serviceSchedules.vehicleId, vehicleId));
    const before = await garageFacts(t.db, vehicleId);
    const { statusCode, body } = await markDone(T.Service);
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual([CONDITION_MESSAGES.noInterval]);
    expect(await garageFacts(t.db, vehicleId)).toEqual(before);
  });
});
