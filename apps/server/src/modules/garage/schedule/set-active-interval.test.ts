// PUT /api/serviceschedule/set-active-service-interval: "my last service was at lastOdometer
// km, lastMonths months ago, and the next due is this interval".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES } from '@ignite/domain/garage/condition-api';
import { addMonths, atNoon, dayOf } from '@ignite/domain/garage/day';
import {
  ConditionState,
  ConditionType,
  ServiceIntervalState as S,
} from '@ignite/domain/garage/enums';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { DEALER_MARKED_MESSAGE } from '@ignite/domain/garage/service-intervals';
import type { ServiceSchedule } from '@ignite/domain/garage/service-schedule-schema';
import { call } from '../../../../test/test-app.ts';
import { GARAGE_UTC_OFFSET_MINUTES as AEST } from '../conditions/condition-view.ts';
import {
  conditionRow,
  garageFacts,
  type GarageTest,
  scheduleRows,
  startGarageTest,
  vehicleOf,
} from '../../../../test/garage-test-kit.ts';

describe('PUT /api/serviceschedule/set-active-service-interval', () => {
  let t: GarageTest;
  let vehicleId: string;
  let conditionId: string;
  let idOf: (km: number) => string;
  beforeAll(async () => {
    t = await startGarageTest();
    vehicleId = vehicleOf(t.owner);
    conditionId = (await conditionRow(t.db, vehicleId, ConditionType.Service)).id;
    const { byKm } = await scheduleRows(t.db, vehicleId);
    idOf = (km) => byKm(km).id;
  });
  afterAll(() => t.close());

  const setActive = (km: number, lastOdometer: number, lastMonths: number, id = conditionId) =>
    t.send<ServiceSchedule>('PUT', '/api/serviceschedule/set-active-service-interval', {
      vehicleId,
      conditionId: id,
      serviceIntervalId: idOf(km),
      lastOdometer,
      lastMonths,
    });
  /** lastMonths back from today at noon, and the interval's step after that. */
  const expectedDates = (lastMonths: number, stepMonths: number) => {
    const lastDay = addMonths(dayOf(t.clock.now(), AEST), -lastMonths);
    return {
      lastDate: atNoon(lastDay, AEST),
      nextDate: atNoon(addMonths(lastDay, stepMonths), AEST),
    };
  };

  it('makes the interval the next one and the service condition follow it', async () => {
    const { statusCode, body } = await setActive(60_000, 46_000, 3);
    expect(statusCode).toBe(200);
    expect(body.data.nextInterval?.km).toBe(60_000);
    const { schedule } = await scheduleRows(t.db, vehicleId);
    expect(schedule.nextIntervalId).toBe(idOf(60_000));
    // 60,000 km / 48 months follows 45,000 km / 36 months: a 12-month step.
    expect(await conditionRow(t.db, vehicleId, ConditionType.Service)).toMatchObject({
      lastOdometer: 46_000,
      nextOdometer: 60_000,
      ...expectedDates(3, 12),
    });
  });

  it('resets the later done intervals when an earlier one becomes next', async () => {
    const { statusCode, body } = await setActive(45_000, 31_000, 14);
    expect(statusCode).toBe(200);
    expect(body.data.nextInterval).toMatchObject({ km: 45_000, state: S.NotDone, isDone: false });
    expect((await scheduleRows(t.db, vehicleId)).byKm(45_000).state).toBe(S.NotDone);
    expect(await conditionRow(t.db, vehicleId, ConditionType.Service)).toMatchObject({
      lastOdometer: 31_000,
      nextOdometer: 45_000,
      ...expectedDates(14, 12),
    });
  });

  it('shows the service condition from the new facts in the view model', async () => {
    const { body } = await call<MyGarage>(t.app, {
      method: 'GET',
      url: `/api/consumer/${t.owner.user.organisationConsumerId}/my-garage/${vehicleId}`,
      headers: { authorization: `Bearer ${t.owner.tokens.accessToken}` },
    });
    const service = body.data.vehicle.condition?.conditions.find(
      (c) => c.type === ConditionType.Service,
    );
    // Last done 14 months ago at 31,000 km, due at 45,000 km: overdue on both sides.
    expect(service).toMatchObject({ nextOdometer: 45_000, state: ConditionState.Overdue });
    expect(body.data.serviceSchedule?.nextInterval?.km).toBe(45_000);
  });

  it('refuses an interval whose choice would undo a dealer mark, changing nothing', async () => {
    const before = await garageFacts(t.db, vehicleId);
    const { statusCode, body } = await setActive(30_000, 15_000, 30);
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual([DEALER_MARKED_MESSAGE]);
    expect(await garageFacts(t.db, vehicleId)).toEqual(before);
  });

  it('refuses a condition other than service, changing nothing', async () => {
    const tyres = await conditionRow(t.db, vehicleId, ConditionType.Tyres);
    const before = await garageFacts(t.db, vehicleId);
    const { statusCode, body } = await setActive(60_000, 46_000, 3, tyres.id);
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual([CONDITION_MESSAGES.notServiceCondition]);
    expect(await garageFacts(t.db, vehicleId)).toEqual(before);
  });
});
