// GET my-garage is served from a per-instance cache (garage-view-cache.ts). These tests hold it
// to its promise: a write by any path or instance shows at the next read, a passing date shows
// within MY_GARAGE_MAX_AGE_MS, and nobody but the owner is ever answered from it.
import { eq } from 'drizzle-orm';
import type { IgniteApp } from '../../../app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { ODOMETER_STALE_AFTER_DAYS } from '@ignite/domain/vehicle-rules';
import type { Session } from '@ignite/domain/session';
import { call, startSecondInstance } from '../../../../test/test-app.ts';
import { conditions } from '../../../db/garage-schema.ts';
import { vehicles } from '../../../db/schema.ts';
import { MY_GARAGE_MAX_AGE_MS } from './my-garage-service.ts';
import { startGarageTest, type GarageTest, vehicleOf } from '../../../../test/garage-test-kit.ts';

const DAY_MS = 86_400_000;

describe('GET my-garage from the cache', () => {
  let t: GarageTest;
  let second: IgniteApp;
  let vehicleId: string;
  beforeAll(async () => {
    t = await startGarageTest();
    second = await startSecondInstance(t);
    vehicleId = vehicleOf(t.owner);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const garageOf = (session: Session, vehicle = vehicleOf(session), app = t.app) =>
    call<MyGarage>(app, {
      method: 'GET',
      url: `/api/consumer/${session.user.organisationConsumerId ?? ''}/my-garage/${vehicle}`,
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
    });
  const serviceOf = (garage: MyGarage) =>
    garage.vehicle.condition?.conditions.find((c) => c.type === ConditionType.Service);

  it('answers the same JSON again, and a direct database write at the next read', async () => {
    const first = await garageOf(t.owner);
    const again = await garageOf(t.owner);
    expect(again.response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.response.body).toBe(first.response.body);

    // As an import from the dealership's system would write it: no API call involved.
    await t.db
      .update(conditions)
      .set({ lastOdometer: 61_234 })
      .where(eq(conditions.id, serviceOf(first.body.data)?.conditionId ?? ''));
    await t.db
      .update(vehicles)
      .set({ nickname: 'Written directly' })
      .where(eq(vehicles.id, vehicleId));
    const after = (await garageOf(t.owner)).body.data;
    expect(serviceOf(after)?.lastOdometer).toBe(61_234);
    expect(after.vehicle.nickname).toBe('Written directly');
  });

  it('shows a write made through another instance at this instance’s next read', async () => {
    const before = (await garageOf(t.owner)).body.data.vehicle.odometer ?? 0;
    expect((await garageOf(t.owner, vehicleId, second)).body.data.vehicle.odometer).toBe(before);
    const { statusCode } = await call(second, {
      method: 'PUT',
      url: '/api/vehicle/odometer',
      headers: { authorization: `Bearer ${t.owner.tokens.accessToken}` },
      payload: { vehicleId, odometer: before + 500 },
    });
    expect(statusCode).toBe(200);
    expect((await garageOf(t.owner)).body.data.vehicle.odometer).toBe(before + 500);
  });

  it('shows a state the clock changed once the answer is MY_GARAGE_MAX_AGE_MS old', async () => {
    // The odometer goes stale 42 days after it was set: put that 5 seconds ahead.
    const staleAt = t.clock.now().getTime() + 5_000;
    await t.db
      .update(vehicles)
      .set({ dateLastSetOdometer: new Date(staleAt - ODOMETER_STALE_AFTER_DAYS * DAY_MS) })
      .where(eq(vehicles.id, vehicleId));
    expect((await garageOf(t.owner)).body.data.vehicle.isOdometerUpdateRequired).toBe(false);
    t.clock.advanceSeconds(10);
    // The lag the cache allows: no write, so the answer computed 10 s ago still stands...
    expect((await garageOf(t.owner)).body.data.vehicle.isOdometerUpdateRequired).toBe(false);
    t.clock.advanceSeconds(MY_GARAGE_MAX_AGE_MS / 1000 - 10);
    // ...but never longer than the maximum age.
    expect((await garageOf(t.owner)).body.data.vehicle.isOdometerUpdateRequired).toBe(true);
  });

  it('never answers another user from the owner’s cached answer', async () => {
    expect((await garageOf(t.owner)).statusCode).toBe(200);
    const { statusCode, body } = await garageOf(t.other, vehicleId);
    expect(statusCode).toBe(404);
    expect(JSON.stringify(body)).not.toContain(vehicleId);
  });
});
