// The garage stamps a cached My Garage answer is checked against (migration 0002): every write
// to a row the answer is built from must stamp afresh, by trigger, whatever wrote it; writes
// to another vehicle or app must not.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConditionType } from '@ignite/domain/garage/enums';
import { startGarageTest, type GarageTest, vehicleOf } from '../../test/garage-test-kit.ts';
import {
  appointments,
  conditionConfigurations,
  conditions,
  historyItems,
  locations,
  serviceIntervals,
  serviceLogItems,
  serviceSchedules,
} from './garage-schema.ts';
import { appConfigurations, vehicles } from './schema.ts';

describe('garage stamps', () => {
  let t: GarageTest;
  let vehicleId: string;
  let appId: string;
  let organisationId: string;
  let ownerId: string;
  let otherVehicleId: string;
  beforeAll(async () => {
    t = await startGarageTest('generic@demo.ignite');
    vehicleId = vehicleOf(t.owner);
    otherVehicleId = vehicleOf(t.other);
    const [row] = await t.db
      .select({
        appId: appConfigurations.id,
        organisationId: appConfigurations.organisationId,
        ownerId: vehicles.ownerId,
      })
      .from(vehicles)
      .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
      .where(eq(vehicles.id, vehicleId));
    appId = row?.appId ?? '';
    organisationId = row?.organisationId ?? '';
    ownerId = row?.ownerId ?? '';
  });
  afterAll(() => t.close());

  const stampsOf = async (id: string) => {
    const [row] = await t.db
      .select({ vehicle: vehicles.garageVersion, app: appConfigurations.garageVersion })
      .from(vehicles)
      .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
      .where(eq(vehicles.id, id));
    if (!row) throw new Error(`no vehicle ${id}`);
    return row;
  };

  /** Runs `write` and answers which of the owner's stamps moved, and the other vehicle's. */
  async function stampsMovedBy(write: () => Promise<unknown>) {
    const [before, otherBefore] = [await stampsOf(vehicleId), await stampsOf(otherVehicleId)];
    await write();
    const [after, otherAfter] = [await stampsOf(vehicleId), await stampsOf(otherVehicleId)];
    return {
      vehicle: after.vehicle !== before.vehicle,
      app: after.app !== before.app,
      other: otherAfter.vehicle !== otherBefore.vehicle || otherAfter.app !== otherBefore.app,
    };
  }
  const vehicleOnly = { vehicle: true, app: false, other: false };
  const appOnly = { vehicle: false, app: true, other: false };

  const scheduleId = async () => {
    const [row] = await t.db
      .select({ id: serviceSchedules.id })
      .from(serviceSchedules)
      .where(eq(serviceSchedules.vehicleId, vehicleId));
    return row?.id ?? '';
  };

  it('moves with an update of the vehicle itself', async () => {
    const write = () =>
      t.db.update(vehicles).set({ nickname: 'Stamp test' }).where(eq(vehicles.id, vehicleId));
    expect(await stampsMovedBy(write)).toEqual(vehicleOnly);
  });

  it('moves with every insert, update and delete of a condition', async () => {
    const service = and(
      eq(conditions.vehicleId, vehicleId),
      eq(conditions.type, ConditionType.Service),
    );
    const [row] = await t.db.select().from(conditions).where(service);
    if (!row) throw new Error('no service condition');
    const update = () => t.db.update(conditions).set({ lastOdometer: 1 }).where(service);
    expect(await stampsMovedBy(update)).toEqual(vehicleOnly);
    expect(await stampsMovedBy(() => t.db.delete(conditions).where(service))).toEqual(vehicleOnly);
    expect(await stampsMovedBy(() => t.db.insert(conditions).values(row))).toEqual(vehicleOnly);
  });

  it('moves with the service schedule and each of its intervals', async () => {
    const id = await scheduleId();
    const schedule = () =>
      t.db
        .update(serviceSchedules)
        .set({ nextIntervalId: null })
        .where(eq(serviceSchedules.id, id));
    expect(await stampsMovedBy(schedule)).toEqual(vehicleOnly);
    const interval = () =>
      t.db.update(serviceIntervals).set({ state: 0 }).where(eq(serviceIntervals.scheduleId, id));
    expect(await stampsMovedBy(interval)).toEqual(vehicleOnly);
    const [one] = await t.db
      .delete(serviceIntervals)
      .where(and(eq(serviceIntervals.scheduleId, id), eq(serviceIntervals.km, 150_000)))
      .returning();
    if (!one) throw new Error('no 150,000 km interval');
    expect(await stampsMovedBy(() => t.db.insert(serviceIntervals).values(one))).toEqual(
      vehicleOnly,
    );
  });

  it('moves with appointments, the service log and history', async () => {
    const [appointment] = await t.db
      .select()
      .from(appointments)
      .where(eq(appointments.vehicleId, vehicleId));
    if (!appointment) throw new Error('no appointment');
    const retitle = () =>
      t.db.update(appointments).set({ title: 'Moved' }).where(eq(appointments.id, appointment.id));
    expect(await stampsMovedBy(retitle)).toEqual(vehicleOnly);

    const logItem = {
      vehicleId,
      title: 'Tyre rotation',
      locationName: 'Elsewhere',
      purchaseAmountCents: 5_000,
    };
    const [log] = await t.db.insert(serviceLogItems).values(logItem).returning();
    expect(
      await stampsMovedBy(() =>
        t.db.delete(serviceLogItems).where(eq(serviceLogItems.id, log?.id ?? '')),
      ),
    ).toEqual(vehicleOnly);

    const event = { vehicleId, type: 'odometer', title: 'Odometer', utcEventDate: new Date() };
    expect(await stampsMovedBy(() => t.db.insert(historyItems).values(event))).toEqual(vehicleOnly);
  });

  it('moves the app’s stamp with the app, its condition configurations and its locations', async () => {
    const app = () =>
      t.db
        .update(appConfigurations)
        .set({ brandName: 'Renamed' })
        .where(eq(appConfigurations.id, appId));
    expect(await stampsMovedBy(app)).toEqual(appOnly);
    const configuration = () =>
      t.db
        .update(conditionConfigurations)
        .set({ name: 'Tyres and wheels' })
        .where(
          and(
            eq(conditionConfigurations.appConfigurationId, appId),
            eq(conditionConfigurations.conditionType, ConditionType.Tyres),
          ),
        );
    expect(await stampsMovedBy(configuration)).toEqual(appOnly);
    const location = () =>
      t.db
        .update(locations)
        .set({ phone: '0299990000' })
        .where(eq(locations.organisationId, organisationId));
    expect(await stampsMovedBy(location)).toEqual(appOnly);
  });

  it('stays put for another vehicle’s writes, and a deleted vehicle takes its rows with it', async () => {
    const others = () =>
      t.db
        .update(conditions)
        .set({ lastOdometer: 2 })
        .where(eq(conditions.vehicleId, otherVehicleId));
    expect(await stampsMovedBy(others)).toEqual({ vehicle: false, app: false, other: true });
    // The cascade deletes its conditions, whose triggers find no vehicle left to stamp.
    const [created] = await t.db
      .insert(vehicles)
      .values({ ownerId, appConfigurationId: appId })
      .returning({ id: vehicles.id });
    const id = created?.id ?? '';
    await t.db.insert(conditions).values({ vehicleId: id, type: ConditionType.Wash });
    await t.db.delete(vehicles).where(eq(vehicles.id, id));
    expect(await t.db.select().from(conditions).where(eq(conditions.vehicleId, id))).toEqual([]);
  });

  it('stamps a new vehicle with a number no earlier vehicle had', async () => {
    const { vehicle: existing } = await stampsOf(vehicleId);
    const [created] = await t.db
      .insert(vehicles)
      .values({ ownerId, appConfigurationId: appId })
      .returning({ garageVersion: vehicles.garageVersion });
    expect(created?.garageVersion).toBeGreaterThan(existing);
  });
});
