// Choosing the next service and ticking intervals done: update-service-schedule,
// set-service-interval-state and update-service-interval, on the owner's seeded schedule
// (15,000 and 30,000 km marked by the dealership, 45,000 km by the owner, next 60,000 km).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES } from '@ignite/domain/garage/condition-api';
import { ConditionType, ServiceIntervalState as S } from '@ignite/domain/garage/enums';
import { DEALER_MARKED_MESSAGE } from '@ignite/domain/garage/service-intervals';
import type { ServiceSchedule } from '@ignite/domain/garage/service-schedule-schema';
import {
  conditionRow,
  garageFacts,
  type GarageTest,
  scheduleRows,
  startGarageTest,
  vehicleOf,
} from '../../../../test/garage-test-kit.ts';

describe('service schedule calls', () => {
  let t: GarageTest;
  let vehicleId: string;
  let serviceScheduleId: string;
  let idOf: (km: number) => string;
  beforeAll(async () => {
    t = await startGarageTest();
    vehicleId = vehicleOf(t.owner);
    const { schedule, byKm } = await scheduleRows(t.db, vehicleId);
    serviceScheduleId = schedule.id;
    idOf = (km) => byKm(km).id;
  });
  afterAll(() => t.close());

  const choose = (km: number) =>
    t.send<ServiceSchedule>('PUT', '/api/vehicle/update-service-schedule', {
      vehicleId,
      serviceScheduleId,
      nextInterval: { serviceIntervalId: idOf(km) },
    });
  const mark = (km: number, state: number) =>
    t.send<ServiceSchedule>('POST', '/api/serviceschedule/set-service-interval-state', {
      vehicleId,
      serviceScheduleId,
      serviceIntervalId: idOf(km),
      state,
    });
  const stored = async () => {
    const { schedule, byKm } = await scheduleRows(t.db, vehicleId);
    const service = await conditionRow(t.db, vehicleId, ConditionType.Service);
    return { schedule, byKm, service };
  };

  describe('PUT /api/vehicle/update-service-schedule', () => {
    it('refuses a choice that would undo a dealer-marked interval, changing nothing', async () => {
      const before = await garageFacts(t.db, vehicleId);
      const { statusCode, body } = await choose(30_000);
      expect(statusCode).toBe(400);
      expect(body.messages).toEqual([DEALER_MARKED_MESSAGE]);
      expect(await garageFacts(t.db, vehicleId)).toEqual(before);
    });

    it('moves to a later interval, resetting nothing, and the service km follow', async () => {
      const { statusCode, body } = await choose(75_000);
      expect(statusCode).toBe(200);
      expect(body.data.nextInterval).toMatchObject({ km: 75_000, isDone: false });
      expect(body.data.intervals.map((i) => i.km)).toEqual(
        Array.from({ length: 10 }, (_, index) => (index + 1) * 15_000),
      );
      expect(body.data.intervals.filter((i) => i.isDone).map((i) => i.km)).toEqual([
        15_000, 30_000, 45_000,
      ]);
      const { schedule, service } = await stored();
      expect(schedule.nextIntervalId).toBe(idOf(75_000));
      expect(service.nextOdometer).toBe(75_000);
    });

    it('choosing an earlier interval resets the later done ones', async () => {
      const { statusCode, body } = await choose(45_000);
      expect(statusCode).toBe(200);
      expect(body.data.nextInterval).toMatchObject({
        km: 45_000,
        state: S.NotDone,
        dateCompleted: null,
        isDone: false,
      });
      const { schedule, byKm, service } = await stored();
      expect(schedule.nextIntervalId).toBe(idOf(45_000));
      expect(byKm(45_000)).toMatchObject({ state: S.NotDone, dateCompleted: null });
      expect(byKm(30_000).state).toBe(S.MarkedDoneFromDms);
      expect(service.nextOdometer).toBe(45_000);
    });
  });

  describe('POST /api/serviceschedule/set-service-interval-state', () => {
    it('marks an interval done by the user, stamped now, and clears it again', async () => {
      t.clock.advanceSeconds(30);
      const done = await mark(45_000, S.MarkedDoneByUser);
      expect(done.statusCode).toBe(200);
      const interval = done.body.data.intervals.find((i) => i.km === 45_000);
      expect(interval).toMatchObject({
        state: S.MarkedDoneByUser,
        isDone: true,
        dateCompleted: t.clock.now().toISOString(),
      });
      expect((await stored()).byKm(45_000).state).toBe(S.MarkedDoneByUser);

      const cleared = await mark(45_000, S.NotDone);
      expect(cleared.statusCode).toBe(200);
      expect((await stored()).byKm(45_000)).toMatchObject({
        state: S.NotDone,
        dateCompleted: null,
      });
    });

    it('leaves the next interval where it is', async () => {
      const { body } = await mark(120_000, S.MarkedDoneByUser);
      expect(body.data.nextInterval?.km).toBe(45_000);
    });

    it('never undoes a dealer-marked interval', async () => {
      const before = await garageFacts(t.db, vehicleId);
      const { statusCode, body } = await mark(15_000, S.NotDone);
      expect(statusCode).toBe(400);
      expect(body.messages).toEqual([DEALER_MARKED_MESSAGE]);
      expect(await garageFacts(t.db, vehicleId)).toEqual(before);
    });

    it('answers 404 for a schedule id that is not the vehicle’s', async () => {
      const { statusCode, body } = await t.send(
        'POST',
        '/api/serviceschedule/set-service-interval-state',
        {
          vehicleId,
          serviceScheduleId: idOf(15_000),
          serviceIntervalId: idOf(90_000),
          state: 1,
        },
      );
      expect(statusCode).toBe(404);
      expect(body.messages).toEqual([CONDITION_MESSAGES.scheduleNotFound]);
    });
  });

  describe('PUT /api/vehicle/update-service-interval', () => {
    it('applies the same rule, naming the vehicle only', async () => {
      const { statusCode, body } = await t.send<ServiceSchedule>(
        'PUT',
        '/api/vehicle/update-service-interval',
        { vehicleId, interval: { serviceIntervalId: idOf(90_000), state: S.MarkedDoneByUser } },
      );
      expect(statusCode).toBe(200);
      expect(body.data.intervals.find((i) => i.km === 90_000)?.isDone).toBe(true);
      expect((await stored()).byKm(90_000).state).toBe(S.MarkedDoneByUser);

      const refused = await t.send('PUT', '/api/vehicle/update-service-interval', {
        vehicleId,
        interval: { serviceIntervalId: idOf(30_000), state: S.NotDone },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body.messages).toEqual([DEALER_MARKED_MESSAGE]);
    });
  });
});
