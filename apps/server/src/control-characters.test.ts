// A NUL byte in any text field used to answer 500 (the database refused it) and log the
// submitted values. Every request part is now checked for control characters first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTER_MESSAGE } from '@ignite/domain/validation/control-characters';
import { type GarageTest, startGarageTest, vehicleOf } from '../test/garage-test-kit.ts';
import { call } from '../test/test-app.ts';
import { PASSWORD } from '../test/sessions.ts';

let t: GarageTest;

beforeAll(async () => {
  t = await startGarageTest();
});

afterAll(() => t.close());

const refused = (field: string) => ({
  success: false,
  status: 400,
  data: null,
  messages: [`${field}: ${CONTROL_CHARACTER_MESSAGE}`],
});

describe('control characters in a request', () => {
  it('refuse a sign-in with a NUL in the username or the password, with 400', async () => {
    for (const [field, payload] of [
      ['username', { username: 'owner@demo.ignite\u0000', password: PASSWORD }],
      ['password', { username: 'owner@demo.ignite', password: `${PASSWORD}\u0000` }],
    ] as const) {
      const { statusCode, body } = await call(t.app, {
        method: 'POST',
        url: '/api/user/login',
        payload,
      });
      expect(statusCode).toBe(400);
      expect(body).toEqual(refused(field));
    }
  });

  it('refuse vehicle details with a NUL, a bell or a C1 control, and change nothing', async () => {
    const vehicleId = vehicleOf(t.owner);
    const before = await call(t.app, {
      method: 'GET',
      url: `/api/consumer/${t.owner.user.organisationConsumerId}/vehicles/${vehicleId}`,
      headers: { authorization: `Bearer ${t.owner.tokens.accessToken}` },
    });
    for (const [field, value] of [
      ['nickname', 'The\u0000RAV'],
      ['regoState', 'NS\u0007W'],
      ['nickname', 'Car\u0085'],
    ] as const) {
      const { statusCode, body } = await t.send('PUT', '/api/vehicle', {
        vehicleId,
        [field]: value,
      });
      expect(statusCode).toBe(400);
      expect(body).toEqual(refused(field));
    }
    const after = await call(t.app, {
      method: 'GET',
      url: `/api/consumer/${t.owner.user.organisationConsumerId}/vehicles/${vehicleId}`,
      headers: { authorization: `Bearer ${t.owner.tokens.accessToken}` },
    });
    expect(after.body).toEqual(before.body);
  });

  it('refuse a NUL in a path parameter with 400, not a server error', async () => {
    const { statusCode, body } = await call(t.app, {
      method: 'GET',
      url: `/api/consumer/${t.owner.user.organisationConsumerId}/my-garage/abc%00`,
      headers: { authorization: `Bearer ${t.owner.tokens.accessToken}` },
    });
    expect(statusCode).toBe(400);
    expect(body.messages).toContain(`vehicleId: ${CONTROL_CHARACTER_MESSAGE}`);
  });

  it('still save a clean change', async () => {
    const { statusCode } = await t.send('PUT', '/api/vehicle', {
      vehicleId: vehicleOf(t.owner),
      nickname: 'The RAV',
    });
    expect(statusCode).toBe(200);
  });
});
