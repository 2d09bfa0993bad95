// POST /api/condition/enable and /api/condition/disable: the score is 73 with the wash disabled
// (5 counted conditions: not the recall, the disabled wash or the wiper blades not set up;
// my-garage.test.ts has the arithmetic).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannotDisableMessage } from '@ignite/domain/garage/condition-api';
import { ConditionType as T } from '@ignite/domain/garage/enums';
import type { VehicleCondition } from '@ignite/domain/garage/vehicle';
import {
  conditionRow,
  garageFacts,
  type GarageTest,
  startGarageTest,
  vehicleOf,
} from '../../../../test/garage-test-kit.ts';

describe('enable and disable a condition', () => {
  let t: GarageTest;
  let vehicleId: string;
  beforeAll(async () => {
    t = await startGarageTest('generic@demo.ignite');
    vehicleId = vehicleOf(t.owner);
  });
  afterAll(() => t.close());

  const toggle = async (action: 'enable' | 'disable', type: T, session = t.owner) => {
    const { id } = await conditionRow(t.db, vehicleOf(session), type);
    return t.send<VehicleCondition>(
      'POST',
      `/api/condition/${action}`,
      { conditionId: id },
      session,
    );
  };

  it('enabling the wash counts it again: the score rises from 73 to 78', async () => {
    const { statusCode, body } = await toggle('enable', T.Wash);
    expect(statusCode).toBe(200);
    // 6 counted x 3 points = 18; penalties Brakes 1, Battery 3: 14 / 18.
    expect(body.data.score).toBe(78);
    const wash = body.data.conditions.find((c) => c.type === T.Wash);
    expect(wash).toMatchObject({ isDisabled: false, isEnabled: true });
    expect((await conditionRow(t.db, vehicleId, T.Wash)).isDisabled).toBe(false);
  });

  it('disabling it again brings the score back to 73', async () => {
    const { statusCode, body } = await toggle('disable', T.Wash);
    expect(statusCode).toBe(200);
    expect(body.data.score).toBe(73);
    expect((await conditionRow(t.db, vehicleId, T.Wash)).isDisabled).toBe(true);
  });

  it('disabling the overdue brakes drops their penalty: 9 / 12 = 75, and enabling restores 73', async () => {
    expect((await toggle('disable', T.Brakes)).body.data.score).toBe(75);
    expect((await toggle('enable', T.Brakes)).body.data.score).toBe(73);
  });

  it.each([
    ['Recall', T.Recall],
    ['Service', T.Service],
  ])('refuses "%s can\'t be disabled" where the app forbids it', async (name, type) => {
    const before = await garageFacts(t.db, vehicleId);
    const { statusCode, body } = await toggle('disable', type);
    expect(statusCode).toBe(400);
    expect(body.messages).toEqual([cannotDisableMessage(name)]);
    expect(await garageFacts(t.db, vehicleId)).toEqual(before);
  });

  it('follows each app’s own configuration: the generic app lets Service be disabled', async () => {
    const { statusCode } = await toggle('disable', T.Service, t.other);
    expect(statusCode).toBe(200);
    expect((await conditionRow(t.db, vehicleOf(t.other), T.Service)).isDisabled).toBe(true);
    const recall = await toggle('disable', T.Recall, t.other);
    expect(recall.body.messages).toEqual(["Recall can't be disabled"]);
  });
});
