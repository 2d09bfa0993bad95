import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CallToActionType as C,
  ConditionState as S,
  ConditionType as T,
  ServiceIntervalState as I,
} from '@ignite/domain/garage/enums';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { healthScore } from '@ignite/domain/garage/health-score';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { signIn } from '../../../../test/sessions.ts';
import { serviceSchedules } from '../../../db/garage-schema.ts';
import { vehicles } from '../../../db/schema.ts';
import { NOT_AUTHORISED, VEHICLE_NOT_FOUND } from '../../../core/messages.ts';

describe('GET /api/consumer/{organisationConsumerId}/my-garage/{vehicleId}', () => {
  let t: TestApp;
  let owner: Session;
  let other: Session;
  let generic: Session;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t.app, 'owner@demo.ignite');
    other = await signIn(t.app, 'protect@demo.ignite');
    generic = await signIn(t.app, 'generic@demo.ignite');
  });
  afterAll(() => t.close());

  const ids = (s: Session) => ({
    consumer: s.user.organisationConsumerId ?? '',
    vehicle: s.user.activeVehicle?.vehicleId ?? '',
  });
  const get = (session: Session, consumer: string, vehicle: string) =>
    call<MyGarage>(t.app, {
      method: 'GET',
      url: `/api/consumer/${consumer}/my-garage/${vehicle}`,
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
    });
  const own = (s: Session) => get(s, ids(s).consumer, ids(s).vehicle);

  it('answers the owner’s conditions in display order with their computed states', async () => {
    const { statusCode, body } = await own(owner);
    expect(statusCode).toBe(200);
    const conditions = body.data.vehicle.condition?.conditions ?? [];
    expect(conditions.map((c) => [c.type, c.state, c.isDisabled])).toEqual([
      [T.Recall, S.Critical, false],
      [T.Rego, S.UpToDate, false],
      [T.Service, S.Due, false],
      [T.Tyres, S.UpToDate, false],
      [T.Brakes, S.Overdue, false],
      [T.Battery, S.Critical, false],
      [T.WiperBlades, S.Incomplete, false],
      [T.Wash, S.UpToDate, true],
    ]);
    expect(conditions.map((c) => c.labels.stateLabel)).toEqual([
      'Recall issued',
      'Healthy',
      'Due',
      'Healthy',
      'Overdue',
      'Issue detected',
      'Not set',
      'Disabled',
    ]);
  });

  it('answers each condition’s call to action with its type from the app configuration', async () => {
    const { body } = await own(owner);
    const byType = new Map(body.data.vehicle.condition?.conditions.map((c) => [c.type, c]));
    expect(byType.get(T.Tyres)).toMatchObject({
      callToActionType: C.MarketplaceLink,
      labels: { actionMessage: '/my-marketplace?category=automotive-tyres' },
    });
    expect(byType.get(T.Rego)?.callToActionType).toBe(C.Url);
    expect(byType.get(T.Brakes)?.callToActionType).toBe(C.PhoneNumber);
  });

  it('scores the vehicle with the domain health score', async () => {
    const { body } = await own(owner);
    const condition = body.data.vehicle.condition;
    expect(condition?.score).toBe(healthScore(condition?.conditions ?? []));
    // 5 counted (not Recall, not the disabled Wash, not the Wiper Blades not set up) x 3
    // points; Brakes 1, Battery 3.
    expect(condition?.score).toBe(Math.round((11 / 15) * 100));
  });

  // A monitor not set up is not a fault: the CX-5 delivered three weeks ago with nothing due
  // scored 76 for its monitors still to set up.
  it('scores a new car with nothing due 100, its monitors not set up costing nothing', async () => {
    const { body } = await own(other);
    const condition = body.data.vehicle.condition;
    const states = (condition?.conditions ?? []).filter((c) => !c.isDisabled).map((c) => c.state);
    expect(states).toContain(S.Incomplete);
    expect(states.every((s) => s === S.Incomplete || s === S.UpToDate)).toBe(true);
    expect(condition?.score).toBe(100);
  });

  it('answers the appointments with labels, one open Service booking, and the rest', async () => {
    const { body } = await own(owner);
    const open = body.data.appointments.filter((a) => a.isOpen);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ title: '60,000 km logbook service', label: 'Booked' });
    expect(body.data.appointments.some((a) => a.label === 'Offered')).toBe(true);
    expect(body.data.carePlan?.title).toBe('Harbour City Motors Care Plan');
    expect(body.data.serviceLog.length).toBeGreaterThan(0);
    // Dollars in the API: a whole number of cents divided by 100.
    for (const item of body.data.serviceLog) {
      expect(Number.isInteger(Math.round(item.purchaseAmount * 100))).toBe(true);
    }
    expect(body.data.history.length).toBeGreaterThan(0);
    expect(body.data.serviceLocation?.name).toBeTruthy();
    expect(body.data.dealerLocation?.name).toBeTruthy();
  });

  it('gives the vehicle endpoint the same conditions', async () => {
    const garage = await own(owner);
    const vehicle = await call(t.app, {
      method: 'GET',
      url: `/api/consumer/${ids(owner).consumer}/vehicles/${ids(owner).vehicle}`,
      headers: { authorization: `Bearer ${owner.tokens.accessToken}` },
    });
    expect(vehicle.body.data).toEqual(garage.body.data.vehicle);
  });

  it('answers no locations for the generic app', async () => {
    const { statusCode, body } = await own(generic);
    expect(statusCode).toBe(200);
    expect(body.data.serviceLocation).toBeNull();
    expect(body.data.dealerLocation).toBeNull();
  });

  it('answers the service schedule in km order, isDone computed, with its next interval', async () => {
    const schedule = (await own(owner)).body.data.serviceSchedule;
    expect(schedule?.intervals).toHaveLength(10);
    expect(schedule?.intervals.slice(0, 5).map((i) => [i.km, i.state, i.isDone])).toEqual([
      [15_000, I.MarkedDoneFromDms, true],
      [30_000, I.MarkedDoneFromDms, true],
      [45_000, I.MarkedDoneByUser, true],
      [60_000, I.NotDone, false],
      [75_000, I.NotDone, false],
    ]);
    expect(schedule?.nextInterval).toMatchObject({ km: 60_000, months: 48, dateCompleted: null });
  });

  it('answers no schedule for a vehicle without one, whose service then reads Not set', async () => {
    await t.db.delete(serviceSchedules).where(eq(serviceSchedules.vehicleId, ids(generic).vehicle));
    const { statusCode, body } = await own(generic);
    expect(statusCode).toBe(200);
    expect(body.data.serviceSchedule).toBeNull();
    const service = body.data.vehicle.condition?.conditions.find((c) => c.type === T.Service);
    expect(service?.state).toBe(S.Incomplete);
  });

  it('refuses another consumer’s id with 403 and another user’s vehicle with 404', async () => {
    const before = await t.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, ids(other).vehicle));
    const forbidden = await get(owner, ids(other).consumer, ids(other).vehicle);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body.messages).toEqual([NOT_AUTHORISED]);
    const missing = await get(owner, ids(owner).consumer, ids(other).vehicle);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.messages).toEqual([VEHICLE_NOT_FOUND]);
    const after = await t.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, ids(other).vehicle));
    expect(after).toEqual(before);
  });
});
