import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeModelLockedMessage,
  type MyGarage,
  ODOMETER_MESSAGES,
  odometerBelowCurrentMessage,
  REGO_READ_ONLY_MESSAGE,
  VEHICLE_DETAILS_MESSAGES as M,
} from '@ignite/domain/garage/garage-api';
import type { Session } from '@ignite/domain/session';
import type { VehicleCondition } from '@ignite/domain/garage/vehicle';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signIn } from '../../../../test/sessions.ts';
import { vehicles } from '../../../db/schema.ts';
import { VEHICLE_NOT_FOUND } from '../../../core/messages.ts';

describe('vehicle updates: odometer, details and reset', () => {
  let t: TestApp;
  let owner: Session;
  let other: Session;
  let vehicleId: string;
  let otherVehicleId: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t.app, 'owner@demo.ignite');
    other = await signIn(t.app, 'protect@demo.ignite');
    vehicleId = owner.user.activeVehicle?.vehicleId ?? '';
    otherVehicleId = other.user.activeVehicle?.vehicleId ?? '';
  });
  afterAll(() => t.close());

  const put = <T = unknown>(url: string, payload: unknown, session = owner) =>
    call<T>(t.app, {
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
      payload: payload as Record<string, unknown>,
    });
  const row = async (id: string) => {
    const [found] = await t.db.select().from(vehicles).where(eq(vehicles.id, id));
    if (!found) throw new Error('vehicle missing');
    return found;
  };
  const garage = () =>
    call<MyGarage>(t.app, {
      method: 'GET',
      url: `/api/consumer/${owner.user.organisationConsumerId}/my-garage/${vehicleId}`,
      headers: { authorization: `Bearer ${owner.tokens.accessToken}` },
    });

  describe('PUT /api/vehicle/odometer', () => {
    let before: Awaited<ReturnType<typeof row>>;
    let otherBefore: Awaited<ReturnType<typeof row>>;
    beforeEach(async () => {
      before = await row(vehicleId);
      otherBefore = await row(otherVehicleId);
    });

    it.each([
      ['a negative reading', { odometer: -1 }, `odometer: ${ODOMETER_MESSAGES.negative}`],
      [
        'a reading above 2,000,000',
        { odometer: 2_000_001 },
        `odometer: ${ODOMETER_MESSAGES.tooHigh}`,
      ],
      ['a string', { odometer: '60000' }, `odometer: ${M.kilometres}`],
      ['no vehicleId', { vehicleId: undefined }, ODOMETER_MESSAGES.vehicleId],
      ['a malformed vehicleId', { vehicleId: 'x' }, ODOMETER_MESSAGES.vehicleId],
    ])('refuses %s with 400 and changes nothing', async (_name, change, message) => {
      const { statusCode, body } = await put('/api/vehicle/odometer', {
        vehicleId,
        odometer: 60_000,
        ...change,
      });
      expect(statusCode).toBe(400);
      expect(body.messages).toEqual([message]);
      expect(await row(vehicleId)).toEqual(before);
    });

    it('refuses a reading below the current one with 400', async () => {
      const current = before.odometer ?? 0;
      const { statusCode, body } = await put('/api/vehicle/odometer', {
        vehicleId,
        odometer: current - 1,
      });
      expect(statusCode).toBe(400);
      expect(body.messages).toEqual([odometerBelowCurrentMessage(current)]);
      expect(await row(vehicleId)).toEqual(before);
    });

    it.each([
      ['another user’s vehicle', () => otherVehicleId],
      ['an unknown vehicle', () => '00000000-0000-4000-8000-000000000000'],
    ])('answers 404 for %s and changes nothing', async (_name, id) => {
      const { statusCode, body } = await put('/api/vehicle/odometer', {
        vehicleId: id(),
        odometer: 1_900_000,
      });
      expect(statusCode).toBe(404);
      expect(body.messages).toEqual([VEHICLE_NOT_FOUND]);
      expect(await row(otherVehicleId)).toEqual(otherBefore);
    });

    it('stores whole kilometres, floored, and the view model shows them', async () => {
      t.clock.advanceSeconds(60);
      const { statusCode, body } = await put('/api/vehicle/odometer', {
        vehicleId,
        odometer: 58_000.9,
      });
      expect(statusCode).toBe(200);
      expect(body.data).toBe(true);
      const vehicle = (await garage()).body.data.vehicle;
      expect(vehicle.odometer).toBe(58_000);
      expect(vehicle.dateLastSetOdometer).toBe(t.clock.now().toISOString());
      expect(vehicle.condition?.conditions.every((c) => c.currentOdometer === 58_000)).toBe(true);
    });
  });

  describe('PUT /api/vehicle', () => {
    it.each([
      ['an empty make', { make: '' }, `make: ${M.makeRequired}`],
      ['a one-character model', { model: 'X' }, 'model: Must be at least 2 character(s).'],
      [
        'a 51-character make',
        { make: 'M'.repeat(51) },
        'make: Must be no more than 50 characters.',
      ],
      ['a blank nickname', { nickname: '  ' }, `nickname: ${M.nicknameRequired}`],
      // Nickname and regoState used to take 60,000 characters.
      [
        'a 41-character nickname',
        { nickname: 'N'.repeat(41) },
        'nickname: Must be no more than 40 characters.',
      ],
      [
        'a 60,000-character rego state',
        { regoState: 'S'.repeat(60_000) },
        'regoState: Must be no more than 3 characters.',
      ],
      [
        'a 10,000-character rego',
        { rego: 'R'.repeat(10_000) },
        'rego: Must be no more than 9 characters.',
      ],
      [
        'a one-character rego state',
        { regoState: 'N' },
        'regoState: Must be at least 2 character(s).',
      ],
      ['a text odometer', { odometer: 'lots' }, `odometer: ${M.kilometres}`],
      ['a negative odometer', { odometer: -5 }, `odometer: ${M.kilometres}`],
      [
        'an odometer above 2,000,000',
        { odometer: 2_000_001 },
        `odometer: ${ODOMETER_MESSAGES.tooHigh}`,
      ],
      ['an unknown usage', { vehicleUsage: 0 }, `vehicleUsage: ${M.usageRequired}`],
      ['a changed rego', { rego: 'ABC12345X' }, REGO_READ_ONLY_MESSAGE],
      ['a changed make', { make: 'Mazda' }, makeModelLockedMessage('make')],
      ['a changed model', { model: 'CX-5' }, makeModelLockedMessage('model')],
    ])('refuses %s with 400 and changes nothing', async (_name, change, message) => {
      const before = await row(vehicleId);
      const { statusCode, body } = await put('/api/vehicle', { vehicleId, ...change });
      expect(statusCode).toBe(400);
      expect(body.messages).toEqual([message]);
      expect(await row(vehicleId)).toEqual(before);
    });

    it('answers 404 for another user’s vehicle and changes nothing', async () => {
      const before = await row(otherVehicleId);
      const { statusCode } = await put('/api/vehicle', {
        vehicleId: otherVehicleId,
        nickname: 'Mine',
      });
      expect(statusCode).toBe(404);
      expect(await row(otherVehicleId)).toEqual(before);
    });

    it('saves the details (same rego and make allowed) and answers the conditions', async () => {
      const { rego, make } = await row(vehicleId);
      const { statusCode, body } = await put<VehicleCondition>('/api/vehicle', {
        vehicleId,
        rego,
        make,
        nickname: 'Rav',
        regoState: 'NSW',
        vehicleUsage: 3,
      });
      expect(statusCode).toBe(200);
      expect(body.data.conditions).toHaveLength(8);
      expect(typeof body.data.score).toBe('number');
      expect(await row(vehicleId)).toMatchObject({
        nickname: 'Rav',
        vehicleUsage: 3,
        estimatedAnnualKilometers: 20_000,
      });
    });
  });

  describe('PUT /api/vehicle/reset-vehicle', () => {
    it('answers 404 for another user’s vehicle and changes nothing', async () => {
      const before = await row(otherVehicleId);
      const { statusCode } = await put('/api/vehicle/reset-vehicle', { vehicleId: otherVehicleId });
      expect(statusCode).toBe(404);
      expect(await row(otherVehicleId)).toEqual(before);
    });

    it('clears the entered details and asks for the odometer again', async () => {
      const before = await row(vehicleId);
      const { statusCode, body } = await put('/api/vehicle/reset-vehicle', { vehicleId });
      expect(statusCode).toBe(200);
      expect(body.data).toBe(true);
      expect(await row(vehicleId)).toMatchObject({
        nickname: null,
        vehicleUsage: 0,
        estimatedAnnualKilometers: null,
        dateLastSetOdometer: null,
        odometer: before.odometer,
        make: before.make,
        rego: before.rego,
      });
      expect((await garage()).body.data.vehicle.isOdometerUpdateRequired).toBe(true);
    });
  });
});
