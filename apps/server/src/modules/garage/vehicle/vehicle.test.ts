import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@ignite/domain/session';
import type { Vehicle } from '@ignite/domain/garage/vehicle';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signIn } from '../../../../test/sessions.ts';
import { NOT_AUTHORISED, VEHICLE_NOT_FOUND } from '../../../core/messages.ts';

describe('GET /api/consumer/{organisationConsumerId}/vehicles/{vehicleId}', () => {
  let t: TestApp;
  let owner: Session;
  let other: Session;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t.app, 'owner@demo.ignite');
    other = await signIn(t.app, 'protect@demo.ignite');
  });
  afterAll(() => t.close());

  const get = (session: Session, organisationConsumerId: string, vehicleId: string) =>
    call<Vehicle>(t.app, {
      method: 'GET',
      url: `/api/consumer/${organisationConsumerId}/vehicles/${vehicleId}`,
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
    });
  const ids = (s: Session) => ({
    consumer: s.user.organisationConsumerId ?? '',
    vehicle: s.user.activeVehicle?.vehicleId ?? '',
  });

  it('answers the owner their vehicle with every spec field', async () => {
    const { consumer, vehicle } = ids(owner);
    const { statusCode, body } = await get(owner, consumer, vehicle);
    expect(statusCode).toBe(200);
    expect(body.data).toMatchObject({
      vehicleId: vehicle,
      make: 'Toyota',
      rego: 'CXR52H',
      displayName: 'The RAV',
      isOdometerUpdateRequired: false,
      hasRequiredProperties: true,
      app: { name: 'Harbour City Motors' },
    });
    // Spec part 2 section 3, Vehicle.
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'vehicleId',
        'appVehicleId',
        'dealNumber',
        'make',
        'model',
        'year',
        'rego',
        'regoState',
        'nickname',
        'displayName',
        'odometer',
        'dateLastSetOdometer',
        'isOdometerUpdateRequired',
        'vehicleUsage',
        'estimatedAnnualKilometers',
        'thumbnail',
        'rating',
        'condition',
        'location',
        'marketingPreference',
        'isInPma',
        'isShared',
        'isCarePlanEnabled',
        'requiresWelcomeFlow',
        'hasRequiredProperties',
        'appConfigurationId',
        'app',
      ].sort(),
    );
  });

  it('refuses another consumer’s id in the path with 403', async () => {
    const { statusCode, body } = await get(owner, ids(other).consumer, ids(other).vehicle);
    expect(statusCode).toBe(403);
    expect(body.messages).toEqual([NOT_AUTHORISED]);
  });

  it('answers 404 for another user’s vehicle under the caller’s own id', async () => {
    const { statusCode, body } = await get(owner, ids(owner).consumer, ids(other).vehicle);
    expect(statusCode).toBe(404);
    expect(body.messages).toEqual([VEHICLE_NOT_FOUND]);
  });

  it('answers 400 for ids that are not UUIDs', async () => {
    const { statusCode, body } = await get(owner, ids(owner).consumer, 'not-a-uuid');
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual(['vehicleId must be a UUID']);
  });

  it('answers 401 without a token', async () => {
    const { consumer, vehicle } = ids(owner);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/consumer/${consumer}/vehicles/${vehicle}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
