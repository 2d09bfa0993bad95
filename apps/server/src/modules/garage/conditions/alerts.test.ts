// POST /api/condition/dismiss-alert and /api/condition/resolve-alert on the owner's battery
// (an issue the health monitor detected) and recall.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITION_MESSAGES as M } from '@ignite/domain/garage/condition-api';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { ConditionState, ConditionType as T } from '@ignite/domain/garage/enums';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { call } from '../../../../test/test-app.ts';
import { historyItems } from '../../../db/garage-schema.ts';
import { vehicles } from '../../../db/schema.ts';
import {
  conditionRow,
  garageFacts,
  type GarageTest,
  startGarageTest,
  vehicleOf,
} from '../../../../test/garage-test-kit.ts';

describe('condition alerts', () => {
  let t: GarageTest;
  let vehicleId: string;
  let ownerId: string;
  beforeAll(async () => {
    t = await startGarageTest();
    vehicleId = vehicleOf(t.owner);
    const [vehicle] = await t.db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
    ownerId = vehicle?.ownerId ?? '';
  });
  afterAll(() => t.close());

  const send = async (action: 'dismiss-alert' | 'resolve-alert', type: T) => {
    const { id } = await conditionRow(t.db, vehicleId, type);
    return t.send<{ condition: Condition }>('POST', `/api/condition/${action}`, {
      vehicleId,
      conditionId: id,
    });
  };
  const score = async () => {
    const { body } = await call<MyGarage>(t.app, {
      method: 'GET',
      url: `/api/consumer/${t.owner.user.organisationConsumerId}/my-garage/${vehicleId}`,
      headers: { authorization: `Bearer ${t.owner.tokens.accessToken}` },
    });
    return body.data.vehicle.condition?.score;
  };
  const history = () =>
    t.db.select().from(historyItems).where(eq(historyItems.vehicleId, vehicleId));
  const refuses = async (action: 'dismiss-alert' | 'resolve-alert', type: T) => {
    const before = await garageFacts(t.db, vehicleId);
    const { statusCode, body } = await send(action, type);
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual([M.noAlert]);
    expect(await garageFacts(t.db, vehicleId)).toEqual(before);
  };

  // Dismissing used to make the condition healthy again while the issue stayed.
  it('dismissing takes the alert out of the banner; the issue stays critical and in history', async () => {
    expect(await score()).toBe(73);
    const { statusCode, body } = await send('dismiss-alert', T.Battery);
    expect(statusCode).toBe(200);
    const now = t.clock.now();
    expect(body.data.condition).toMatchObject({
      hasAlert: false,
      isCritical: true,
      state: ConditionState.Critical,
      score: 0,
      dateDismissedByConsumer: now.toISOString(),
      dismissedByUserId: ownerId,
      dateDismissedByUser: now.toISOString(),
    });
    expect(body.data.condition.labels).toMatchObject({
      stateLabel: 'Issue detected',
      description: 'Health Monitor Alert',
    });
    expect(await conditionRow(t.db, vehicleId, T.Battery)).toMatchObject({
      hasIssue: true,
      dateDismissedByConsumer: now,
      dismissedByUserId: ownerId,
    });
    // Nothing was repaired: the score stays where it was.
    expect(await score()).toBe(73);
    expect((await history()).map((h) => h.title)).toContain('Battery alert dismissed');
  });

  it('refuses to dismiss an alert twice, or one that is not there', async () => {
    await refuses('dismiss-alert', T.Battery);
    await refuses('dismiss-alert', T.Tyres);
  });

  it('resolving clears the issue, the dismissal with it, and writes history', async () => {
    const { statusCode, body } = await send('resolve-alert', T.Battery);
    expect(statusCode).toBe(200);
    expect(body.data.condition).toMatchObject({ hasAlert: false, dateDismissedByConsumer: null });
    expect(await conditionRow(t.db, vehicleId, T.Battery)).toMatchObject({
      hasIssue: false,
      dateDismissedByConsumer: null,
      dismissedByUserId: null,
      dateDismissedByUser: null,
    });
    expect((await history()).map((h) => h.title)).toContain('Battery issue resolved');
    await refuses('resolve-alert', T.Battery);
  });

  it('resolving a recall clears it and says "Recall resolved"', async () => {
    const { statusCode, body } = await send('resolve-alert', T.Recall);
    expect(statusCode).toBe(200);
    expect(body.data.condition).toMatchObject({
      hasAlert: false,
      state: ConditionState.UpToDate,
      labels: { stateLabel: 'Healthy', description: 'Healthy!' },
    });
    expect((await conditionRow(t.db, vehicleId, T.Recall)).isRecallIssued).toBe(false);
    const item = (await history()).find((h) => h.title === 'Recall resolved');
    expect(item).toMatchObject({ type: 'Recall', description: 'PRA 2026/21054' });
  });
});
