// Bad input to the condition and schedule calls: 400 with the contract's message (an unknown
// id: 404, as another user's), and the owner's facts unchanged in the database.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES as M } from '@ignite/domain/garage/condition-api';
import {
  conditionRef,
  garageFacts,
  type GarageIds,
  type GarageTest,
  serviceIds,
  startGarageTest,
  vehicleOf,
} from '../../../test/garage-test-kit.ts';

type Ids = GarageIds;
type Body = (ids: Ids) => Record<string, unknown>;

const unknownId = '00000000-0000-4000-8000-000000000000';
const ref = conditionRef;
const setNext = '/api/condition/set-next';
const setActive = '/api/serviceschedule/set-active-service-interval';
const active = (i: Ids) => ({ ...ref(i), serviceIntervalId: i.intervalId });

const cases: [string, 'PUT' | 'POST', string, Body, number, string][] = [
  [
    'an unknown condition id',
    'PUT',
    setNext,
    (i) => ({ ...ref(i), conditionId: unknownId, nextDate: '2099-01-01' }),
    404,
    M.conditionNotFound,
  ],
  [
    'a date that does not parse',
    'PUT',
    setNext,
    (i) => ({ ...ref(i), nextDate: 'soon' }),
    400,
    M.nextDate,
  ],
  [
    'a day not on the calendar',
    'PUT',
    setNext,
    (i) => ({ ...ref(i), nextDate: '2030-02-30' }),
    400,
    M.nextDate,
  ],
  ['a missing nextDate', 'PUT', setNext, ref, 400, M.nextDate],
  [
    'advanceFromToday not a boolean',
    'PUT',
    setNext,
    (i) => ({ ...ref(i), nextDate: '2099-01-01', advanceFromToday: 'yes' }),
    400,
    M.advanceFromToday,
  ],
  [
    'a malformed condition id',
    'PUT',
    '/api/condition/advance-by-condition-interval',
    (i) => ({ ...ref(i), conditionId: 'abc' }),
    400,
    M.conditionId,
  ],
  [
    'a missing vehicle id',
    'POST',
    '/api/condition/resolve-alert',
    (i) => ({ conditionId: i.conditionId }),
    400,
    M.vehicleId,
  ],
  [
    'an extra field',
    'POST',
    '/api/condition/dismiss-alert',
    (i) => ({ ...ref(i), force: true }),
    400,
    'Unrecognized key: "force"',
  ],
  ['an empty body', 'POST', '/api/condition/enable', () => ({}), 400, M.conditionId],
  [
    'a state of 2',
    'POST',
    '/api/serviceschedule/set-service-interval-state',
    (i) => ({
      vehicleId: i.vehicleId,
      serviceScheduleId: i.scheduleId,
      serviceIntervalId: i.intervalId,
      state: 2,
    }),
    400,
    M.state,
  ],
  [
    'an interval state of 2',
    'PUT',
    '/api/vehicle/update-service-interval',
    (i) => ({ vehicleId: i.vehicleId, interval: { serviceIntervalId: i.intervalId, state: 2 } }),
    400,
    M.state,
  ],
  [
    'a negative lastOdometer',
    'PUT',
    setActive,
    (i) => ({ ...active(i), lastOdometer: -1, lastMonths: 2 }),
    400,
    M.lastOdometer,
  ],
  [
    'a lastOdometer above 2,000,000',
    'PUT',
    setActive,
    (i) => ({ ...active(i), lastOdometer: 2_000_001, lastMonths: 2 }),
    400,
    M.lastOdometer,
  ],
  [
    'a fractional lastMonths',
    'PUT',
    setActive,
    (i) => ({ ...active(i), lastOdometer: 1, lastMonths: 1.5 }),
    400,
    M.lastMonths,
  ],
  [
    'a missing nextInterval',
    'PUT',
    '/api/vehicle/update-service-schedule',
    (i) => ({ vehicleId: i.vehicleId, serviceScheduleId: i.scheduleId }),
    400,
    `nextInterval: ${M.serviceIntervalId}`,
  ],
];

describe('garage calls: bad input', () => {
  let t: GarageTest;
  let mine: Ids;
  let before: Awaited<ReturnType<typeof garageFacts>>;

  beforeAll(async () => {
    t = await startGarageTest();
    mine = await serviceIds(t.db, vehicleOf(t.owner));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await garageFacts(t.db, mine.vehicleId);
  });

  it.each(cases)(
    'refuses %s and changes nothing',
    async (_name, method, url, body, status, message) => {
      const { statusCode, body: result } = await t.send(method, url, body(mine));
      expect(statusCode).toBe(status);
      expect(result.messages).toEqual([message]);
      expect(await garageFacts(t.db, mine.vehicleId)).toEqual(before);
    },
  );
});
