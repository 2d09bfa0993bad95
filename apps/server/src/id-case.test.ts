// The owner's own ids written in capitals used to answer 403. Ids compare in any case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GarageTest, startGarageTest, vehicleOf } from '../test/garage-test-kit.ts';
import { call } from '../test/test-app.ts';

let t: GarageTest;

beforeAll(async () => {
  t = await startGarageTest();
});

afterAll(() => t.close());

describe('ids in capitals', () => {
  it("read the owner's own vehicle and My Garage", async () => {
    const consumer = (t.owner.user.organisationConsumerId ?? '').toUpperCase();
    const vehicle = vehicleOf(t.owner).toUpperCase();
    for (const url of [
      `/api/consumer/${consumer}/vehicles/${vehicle}`,
      `/api/consumer/${consumer}/my-garage/${vehicle}`,
    ]) {
      const { statusCode } = await call(t.app, {
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${t.owner.tokens.accessToken}` },
      });
      expect(statusCode, url).toBe(200);
    }
  });

  it("write the owner's own vehicle", async () => {
    const { statusCode } = await t.send('PUT', '/api/vehicle', {
      vehicleId: vehicleOf(t.owner).toUpperCase(),
      nickname: 'Capitals',
    });
    expect(statusCode).toBe(200);
  });

  it("still refuse another owner's vehicle, in any case", async () => {
    const { statusCode } = await t.send('PUT', '/api/vehicle', {
      vehicleId: vehicleOf(t.other).toUpperCase(),
      nickname: 'Not mine',
    });
    expect(statusCode).toBe(404);
  });
});
