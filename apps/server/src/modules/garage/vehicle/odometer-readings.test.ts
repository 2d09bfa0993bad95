// A typo such as 99999999999 used to be cut to 2,000,000 and saved, and as readings never go
// down the odometer was locked for good. Too high is refused, a far jump must be confirmed,
// and a mistaken reading can be corrected, the correction kept in history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ODOMETER_MESSAGES, odometerBelowCurrentMessage } from '@ignite/domain/garage/garage-api';
import { implausibleJumpMessage } from '@ignite/domain/garage/odometer-readings';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signIn } from '../../../../test/sessions.ts';
import { historyItems } from '../../../db/garage-schema.ts';
import { vehicles } from '../../../db/schema.ts';

describe('odometer readings', () => {
  let t: TestApp;
  let owner: Session;
  let other: Session;
  let vehicleId: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t.app, 'owner@demo.ignite');
    other = await signIn(t.app, 'protect@demo.ignite');
    vehicleId = owner.user.activeVehicle?.vehicleId ?? '';
  });
  afterAll(() => t.close());

  const setOdometer = (payload: Record<string, unknown>, session = owner) =>
    call(t.app, {
      method: 'PUT',
      url: '/api/vehicle/odometer',
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
      payload: { vehicleId, ...payload },
    });
  const reading = async () => {
    const [row] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    return row?.odometer;
  };
  const history = () =>
    t.db.select().from(historyItems).where(eq(historyItems.vehicleId, vehicleId));

  it('refuses a reading above 2,000,000 km with a message, not cut down', async () => {
    const before = await reading();
    const { statusCode, body } = await setOdometer({ odometer: 99_999_999_999 });
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual([`odometer: ${ODOMETER_MESSAGES.tooHigh}`]);
    expect(await reading()).toBe(before);
  });

  it('asks for confirmation of a reading far beyond what the car could have driven', async () => {
    const before = (await reading()) ?? 0;
    const refused = await setOdometer({ odometer: 1_999_999 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.messages).toEqual([implausibleJumpMessage(before, 1_999_999)]);
    expect(await reading()).toBe(before);

    const confirmed = await setOdometer({ odometer: 1_999_999, confirmed: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await reading()).toBe(1_999_999);
  });

  it('says why a lower reading is refused, and takes it as a correction when asked', async () => {
    const lower = await setOdometer({ odometer: 57_400 });
    expect(lower.statusCode).toBe(400);
    expect(lower.body.messages).toEqual([odometerBelowCurrentMessage(1_999_999)]);

    const corrected = await setOdometer({ odometer: 57_400, correction: true });
    expect(corrected.statusCode).toBe(200);
    expect(await reading()).toBe(57_400);
    expect(await history()).toContainEqual(
      expect.objectContaining({
        title: 'Odometer reading corrected',
        description: 'From 1,999,999 km to 57,400 km',
      }),
    );
  });

  it("never corrects another owner's vehicle", async () => {
    const before = await reading();
    const { statusCode } = await setOdometer({ odometer: 1, correction: true }, other);
    expect(statusCode).toBe(404);
    expect(await reading()).toBe(before);
  });

  it('refuses a correction flag that is not a boolean', async () => {
    const { statusCode, body } = await setOdometer({ odometer: 57_500, correction: 'yes' });
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual(['correction must be true or false']);
  });
});
