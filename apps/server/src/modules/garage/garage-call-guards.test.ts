// Every condition and schedule call refuses another user's ids, and changes nothing: checked
// by reading both vehicles' facts from the database before and after.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES as M } from '@ignite/domain/garage/condition-api';
import { UNKNOWN_INTERVAL_MESSAGE } from '@ignite/domain/garage/service-intervals';
import { call } from '../../../test/test-app.ts';
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
type Call = {
  method: 'PUT' | 'POST';
  url: string;
  body: (ids: Ids) => Record<string, unknown>;
  /** The answer when every id is the other user's, and when only the vehicle is the caller's. */
  theirs: string;
  mixed: string;
};

const ref = conditionRef;
const conditionCall = (method: Call['method'], path: string, body: Call['body'] = ref): Call => ({
  method,
  url: `/api/condition/${path}`,
  body,
  theirs: M.conditionNotFound,
  mixed: M.conditionNotFound,
});

const calls: Call[] = [
  conditionCall('PUT', 'advance-by-condition-interval'),
  conditionCall('PUT', 'set-next', (i) => ({ ...ref(i), nextDate: '2099-01-01' })),
  conditionCall('POST', 'resolve-alert'),
  conditionCall('POST', 'dismiss-alert'),
  conditionCall('POST', 'enable', (i) => ({ conditionId: i.conditionId })),
  conditionCall('POST', 'disable', (i) => ({ conditionId: i.conditionId })),
  {
    method: 'PUT',
    url: '/api/vehicle/update-service-schedule',
    body: (i) => ({
      vehicleId: i.vehicleId,
      serviceScheduleId: i.scheduleId,
      nextInterval: { serviceIntervalId: i.intervalId },
    }),
    theirs: M.scheduleNotFound,
    mixed: M.scheduleNotFound,
  },
  {
    method: 'PUT',
    url: '/api/vehicle/update-service-interval',
    body: (i) => ({
      vehicleId: i.vehicleId,
      interval: { serviceIntervalId: i.intervalId, state: 1 },
    }),
    theirs: M.scheduleNotFound,
    mixed: UNKNOWN_INTERVAL_MESSAGE,
  },
  {
    method: 'POST',
    url: '/api/serviceschedule/set-service-interval-state',
    body: (i) => ({
      vehicleId: i.vehicleId,
      serviceScheduleId: i.scheduleId,
      serviceIntervalId: i.intervalId,
      state: 1,
    }),
    theirs: M.scheduleNotFound,
    mixed: M.scheduleNotFound,
  },
  {
    method: 'PUT',
    url: '/api/serviceschedule/set-active-service-interval',
    body: (i) => ({
      vehicleId: i.vehicleId,
      conditionId: i.conditionId,
      serviceIntervalId: i.intervalId,
      lastOdometer: 80_000,
      lastMonths: 2,
    }),
    theirs: M.conditionNotFound,
    mixed: M.conditionNotFound,
  },
];

describe('garage calls: another user’s ids', () => {
  let t: GarageTest;
  let mine: Ids;
  let theirs: Ids;
  let before: Awaited<ReturnType<typeof garageFacts>>[];
  const facts = () =>
    Promise.all([garageFacts(t.db, mine.vehicleId), garageFacts(t.db, theirs.vehicleId)]);

  beforeAll(async () => {
    t = await startGarageTest('generic@demo.ignite');
    // The generic persona's service condition and not-done 90,000 km interval: every call
    // would change something there (its app lets the service be disabled) if not refused.
    mine = await serviceIds(t.db, vehicleOf(t.owner));
    theirs = await serviceIds(t.db, vehicleOf(t.other));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    before = await facts();
  });

  it.each(calls.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s: another user’s ids -> 404, nothing changes',
    async (_name, { method, url, body, theirs: message }) => {
      const { statusCode, body: result } = await t.send(method, url, body(theirs));
      expect(statusCode).toBe(404);
      expect(result.messages).toEqual([message]);
      expect(await facts()).toEqual(before);
    },
  );

  it.each(calls.map((c) => [`${c.method} ${c.url}`, c] as const))(
    '%s: my vehicle with another user’s condition, schedule or interval -> 404',
    async (_name, { method, url, body, mixed }) => {
      const ids = { ...theirs, vehicleId: mine.vehicleId };
      const { statusCode, body: result } = await t.send(method, url, body(ids));
      expect(statusCode).toBe(404);
      expect(result.messages).toEqual([mixed]);
      expect(await facts()).toEqual(before);
    },
  );

  it('refuses a call without a session with 401', async () => {
    const { statusCode } = await call(t.app, {
      method: 'POST',
      url: '/api/condition/disable',
      payload: { conditionId: mine.conditionId },
    });
    expect(statusCode).toBe(401);
    expect(await facts()).toEqual(before);
  });
});
