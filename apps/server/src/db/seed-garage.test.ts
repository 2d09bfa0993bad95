import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppointmentState as S,
  AppointmentType,
  ConditionType,
  ServiceIntervalState,
} from '@ignite/domain/garage/enums';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
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
import { slotProblem } from '@ignite/domain/booking/booking-slots';
import { demoApps } from './seed-data.ts';
import { demoGarages } from './seed-garage-personas.ts';
import { OWNER_ODOMETER } from './seed-garage-owner.ts';
import { appConfigurations, organisations, users, vehicles } from './schema.ts';

const ALL_TYPES = Object.values(ConditionType).sort((a, b) => a - b);

/**
 * The remaining fraction of a cycle, the measure the domain's due (0 < f < 0.2) and critical
 * (f <= 0.1) thresholds apply to. Asserting the facts against it keeps this test independent
 * of the rule code being written beside it.
 */
const remaining = (next: number, last: number, current: number) => (next - current) / (next - last);

describe('garage seed', () => {
  let t: TestApp;
  let vehicleIds: Map<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    const rows = await t.db
      .select({ username: users.username, vehicleId: vehicles.id })
      .from(vehicles)
      .innerJoin(users, eq(users.id, vehicles.ownerId));
    vehicleIds = new Map(rows.map((r) => [r.username, r.vehicleId]));
  });
  afterAll(() => t.close());

  const conditionsOf = async (username: string) =>
    t.db
      .select()
      .from(conditions)
      .where(eq(conditions.vehicleId, vehicleIds.get(username) ?? ''));

  it('configures every condition type for each of the three apps', async () => {
    const rows = await t.db
      .select({ app: appConfigurations.name, config: conditionConfigurations })
      .from(conditionConfigurations)
      .innerJoin(
        appConfigurations,
        eq(appConfigurations.id, conditionConfigurations.appConfigurationId),
      );
    const apps = new Set(rows.map((r) => r.app));
    expect(apps).toEqual(new Set(['Harbour City Motors', 'Ignite', 'Northside Isuzu UTE']));
    for (const app of apps) {
      const types = rows.filter((r) => r.app === app).map((r) => r.config.conditionType);
      expect(types.sort((a, b) => a - b)).toEqual(ALL_TYPES);
    }
    const harbour = rows.filter((r) => r.app === 'Harbour City Motors').map((r) => r.config);
    expect(harbour.find((c) => c.conditionType === ConditionType.Service)).toMatchObject({
      name: 'Service',
      canUserDisable: false,
      callToActionType: 1,
      callToAction: '0296301050',
      hasOriginatorCapability: true,
    });
    const northsideWash = rows.find(
      (r) => r.app === 'Northside Isuzu UTE' && r.config.conditionType === ConditionType.Wash,
    );
    expect(northsideWash?.config.isDisabled).toBe(true);
  });

  it("gives the owner's vehicle every condition type, a recall, one disabled and one unconfigured", async () => {
    const rows = await conditionsOf('owner@demo.ignite');
    expect(rows.map((r) => r.type).sort((a, b) => a - b)).toEqual(ALL_TYPES);
    expect(rows.filter((r) => r.isRecallIssued).map((r) => r.type)).toEqual([ConditionType.Recall]);
    expect(rows.filter((r) => r.isDisabled).map((r) => r.type)).toEqual([ConditionType.Wash]);
    const wipers = rows.find((r) => r.type === ConditionType.WiperBlades);
    expect(wipers).toMatchObject({ nextOdometer: null, nextDate: null, lastDate: null });
  });

  it("chooses the owner's facts so each condition shows its intended state now", async () => {
    const rows = await conditionsOf('owner@demo.ignite');
    const [vehicle] = await t.db
      .select({ odometer: vehicles.odometer })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleIds.get('owner@demo.ignite') ?? ''));
    expect(vehicle?.odometer).toBe(OWNER_ODOMETER);
    const now = t.clock.now().getTime();
    const of = (type: ConditionType) => {
      const row = rows.find((r) => r.type === type);
      if (!row) throw new Error(`no condition of type ${type}`);
      return row;
    };
    const dateFraction = (type: ConditionType) => {
      const { lastDate, nextDate } = of(type);
      return remaining(nextDate?.getTime() ?? 0, lastDate?.getTime() ?? 0, now);
    };
    const kmFraction = (type: ConditionType) => {
      const { lastOdometer, nextOdometer } = of(type);
      return remaining(nextOdometer ?? 0, lastOdometer ?? 0, OWNER_ODOMETER);
    };

    // Due, not critical: above 0.1 and below 0.2 on both sides.
    for (const fraction of [
      kmFraction(ConditionType.Service),
      dateFraction(ConditionType.Service),
    ]) {
      expect(fraction).toBeGreaterThan(0.1);
      expect(fraction).toBeLessThan(0.2);
    }
    // UpToDate: comfortably above the due threshold.
    expect(kmFraction(ConditionType.Tyres)).toBeGreaterThan(0.5);
    expect(dateFraction(ConditionType.Tyres)).toBeGreaterThan(0.5);
    expect(dateFraction(ConditionType.Rego)).toBeGreaterThan(0.3);
    // Overdue: next odometer at or below current, no alert.
    expect(of(ConditionType.Brakes).nextOdometer).toBeLessThanOrEqual(OWNER_ODOMETER);
    expect(of(ConditionType.Brakes).hasIssue).toBe(false);
    expect(dateFraction(ConditionType.Brakes)).toBeGreaterThan(0.2);
    // Critical: far past on both sides and an alert from the health monitor.
    expect(of(ConditionType.Battery).nextOdometer).toBeLessThan(OWNER_ODOMETER - 10_000);
    expect(of(ConditionType.Battery).nextDate?.getTime()).toBeLessThan(now - 90 * 86_400_000);
    expect(of(ConditionType.Battery).hasIssue).toBe(true);
    // Weekly wash.
    expect(of(ConditionType.Wash).intervalWeeks).toBe(2);
  });

  it('seeds a service schedule with a dealer-marked and an owner-marked interval', async () => {
    const [schedule] = await t.db
      .select()
      .from(serviceSchedules)
      .where(eq(serviceSchedules.vehicleId, vehicleIds.get('owner@demo.ignite') ?? ''));
    const intervals = await t.db
      .select()
      .from(serviceIntervals)
      .where(eq(serviceIntervals.scheduleId, schedule?.id ?? ''));
    expect(intervals.map((i) => i.km).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => 15_000 * (i + 1)),
    );
    const next = intervals.find((i) => i.id === schedule?.nextIntervalId);
    expect(next).toMatchObject({ km: 60_000, months: 48, state: ServiceIntervalState.NotDone });
    const dms = intervals.filter((i) => i.state === ServiceIntervalState.MarkedDoneFromDms);
    expect(dms.length).toBeGreaterThan(0);
    expect(dms.every((i) => i.dateCompleted !== null)).toBe(true);
    expect(intervals.some((i) => i.state === ServiceIntervalState.MarkedDoneByUser)).toBe(true);
  });

  it('seeds an appointment with the bit flags of every label across the personas', async () => {
    const rows = await t.db.select().from(appointments);
    const now = t.clock.now().getTime();
    const has = (state: number, when: 'past' | 'future' | 'any') =>
      rows.some(
        (r) =>
          r.appointmentState === state &&
          (when === 'any' || r.utcDateAppointment.getTime() < now === (when === 'past')),
      );
    expect(has(S.Offered, 'future')).toBe(true); // Offered
    expect(has(S.Booked | S.Completed | S.Closed, 'past')).toBe(true); // Closed
    expect(has(S.Declined, 'any')).toBe(true); // Declined by customer
    expect(has(S.Booked, 'past')).toBe(true); // Pending: booked but in the past
    expect(has(S.Missed, 'past')).toBe(true); // No show
    expect(has(S.Completed, 'past')).toBe(true); // Completed
    expect(has(S.Cancelled, 'any')).toBe(true); // Cancelled
    expect(has(S.Booked, 'future')).toBe(true); // Booked
  });

  it('gives the owner exactly one open Service appointment', async () => {
    const rows = await t.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.vehicleId, vehicleIds.get('owner@demo.ignite') ?? ''),
          eq(appointments.appointmentType, AppointmentType.Service),
          eq(appointments.appointmentState, S.Booked),
        ),
      );
    const open = rows.filter((r) => r.utcDateAppointment > t.clock.now());
    expect(open).toHaveLength(1);
    expect(open[0]?.withName).toBe('Mark Delaney');
  });

  it("seeds the owner's service log and history, and both dealerships' locations", async () => {
    const ownerVehicle = vehicleIds.get('owner@demo.ignite') ?? '';
    const log = await t.db
      .select()
      .from(serviceLogItems)
      .where(eq(serviceLogItems.vehicleId, ownerVehicle));
    expect(log.length).toBeGreaterThanOrEqual(3);
    expect(log.some((i) => i.cashbackAmountCents !== null && i.locationOrganisationId)).toBe(true);
    expect(log.some((i) => i.cashbackAmountCents === null && !i.locationOrganisationId)).toBe(true);
    const history = await t.db
      .select()
      .from(historyItems)
      .where(eq(historyItems.vehicleId, ownerVehicle));
    expect(history.map((h) => h.type)).toEqual(
      expect.arrayContaining(['Purchase', 'Service', 'Recall']),
    );

    const places = await t.db
      .select({ organisation: organisations.name, kind: locations.kind, city: locations.city })
      .from(locations)
      .innerJoin(organisations, eq(organisations.id, locations.organisationId));
    expect(places).toEqual(
      expect.arrayContaining([
        { organisation: 'Harbour City Motors', kind: 'dealer', city: 'Parramatta' },
        { organisation: 'Harbour City Motors', kind: 'service', city: 'North Parramatta' },
        { organisation: 'Northside Isuzu UTE', kind: 'dealer', city: 'Virginia' },
        { organisation: 'Northside Isuzu UTE', kind: 'service', city: 'Geebung' },
      ]),
    );
  });
});

describe('the seeded appointments still to come', () => {
  const zoneOf = (organisation: string) =>
    Object.values(demoApps).find((app) => app.organisation === organisation)?.timeZone ?? '';

  // A seed made on any day of the week: a fixed number of days ahead used to land on a Sunday.
  it.each([0, 1, 2, 3, 4, 5, 6])(
    "fall on a day and hour their dealership's workshop opens, seeded %i days after a Sunday",
    (days) => {
      const now = new Date(Date.UTC(2026, 10, 29, 1) + days * 24 * 60 * 60_000);
      const toCome = Object.values(demoGarages(now))
        .flatMap((garage) => garage.appointments)
        .filter((appointment) => appointment.utcDateAppointment > now);
      expect(toCome.length).toBeGreaterThan(2);
      for (const { utcDateAppointment, organisation, title } of toCome) {
        expect(slotProblem(utcDateAppointment, zoneOf(organisation), now), title).toBeNull();
      }
    },
  );
});
