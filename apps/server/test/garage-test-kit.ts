// Shared by the garage call tests: a signed-in owner and another user on a private copy of the
// seeded database, requests as each, and reads of the stored facts, so a test can say what a
// call changed (or that it changed nothing) by reading the database itself.
import { and, asc, eq } from 'drizzle-orm';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from './test-app.ts';
import { signIn } from './sessions.ts';
import {
  conditions,
  historyItems,
  serviceIntervals,
  serviceSchedules,
} from '../src/db/garage-schema.ts';
import type { Database } from '../src/db/client.ts';

export type GarageTest = TestApp & {
  owner: Session;
  other: Session;
  send<T = unknown>(
    method: 'PUT' | 'POST',
    url: string,
    payload: unknown,
    session?: Session,
  ): ReturnType<typeof call<T>>;
};

export async function startGarageTest(otherUsername = 'protect@demo.ignite'): Promise<GarageTest> {
  const t = await startTestApp();
  const owner = await signIn(t.app, 'owner@demo.ignite');
  const other = await signIn(t.app, otherUsername);
  return {
    ...t,
    owner,
    other,
    send: <T = unknown>(method: 'PUT' | 'POST', url: string, payload: unknown, session = owner) =>
      call<T>(t.app, {
        method,
        url,
        headers: { authorization: `Bearer ${session.tokens.accessToken}` },
        payload: payload as Record<string, unknown>,
      }),
  };
}

export const vehicleOf = (session: Session) => session.user.activeVehicle?.vehicleId ?? '';

export async function conditionRow(db: Database, vehicleId: string, type: ConditionType) {
  const [row] = await db
    .select()
    .from(conditions)
    .where(and(eq(conditions.vehicleId, vehicleId), eq(conditions.type, type)));
  if (!row) throw new Error(`no condition of type ${type}`);
  return row;
}

/** The schedule row and its intervals by km. */
export async function scheduleRows(db: Database, vehicleId: string) {
  const [schedule] = await db
    .select()
    .from(serviceSchedules)
    .where(eq(serviceSchedules.vehicleId, vehicleId));
  if (!schedule) throw new Error('no schedule');
  const intervals = await db
    .select()
    .from(serviceIntervals)
    .where(eq(serviceIntervals.scheduleId, schedule.id))
    .orderBy(asc(serviceIntervals.km));
  const byKm = (km: number) => {
    const found = intervals.find((i) => i.km === km);
    if (!found) throw new Error(`no ${km} km interval`);
    return found;
  };
  return { schedule, intervals, byKm };
}

/** Everything the garage calls may write for a vehicle, to compare before and after. */
export async function garageFacts(db: Database, vehicleId: string) {
  const [conditionRows, { schedule, intervals }, history] = await Promise.all([
    db
      .select()
      .from(conditions)
      .where(eq(conditions.vehicleId, vehicleId))
      .orderBy(asc(conditions.type)),
    scheduleRows(db, vehicleId),
    db.select().from(historyItems).where(eq(historyItems.vehicleId, vehicleId)),
  ]);
  return { conditionRows, schedule, intervals, historyCount: history.length };
}

/** The ids a garage call names: a vehicle, its service condition, schedule and one interval. */
export type GarageIds = {
  vehicleId: string;
  conditionId: string;
  scheduleId: string;
  intervalId: string;
};

/** The condition calls' common body. */
export const conditionRef = (ids: GarageIds) => ({
  vehicleId: ids.vehicleId,
  conditionId: ids.conditionId,
});

/** A vehicle's service condition and its not-done 90,000 km interval. */
export async function serviceIds(db: Database, vehicleId: string): Promise<GarageIds> {
  const service = await conditionRow(db, vehicleId, ConditionType.Service);
  const { schedule, byKm } = await scheduleRows(db, vehicleId);
  return {
    vehicleId,
    conditionId: service.id,
    scheduleId: schedule.id,
    intervalId: byKm(90_000).id,
  };
}
