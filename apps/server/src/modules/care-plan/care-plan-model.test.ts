// The care plan in the My Garage answer, as each demo persona's seed makes it: every product
// with its computed flags, the work orders' counts and messages, the concierge's messages.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { workOrderMessage } from '@ignite/domain/garage/work-order-limits';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { ProductStatus } from '@ignite/domain/garage/enums';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';
import { carePlanProducts, conciergeMessages } from '../../db/care-plan-schema.ts';

let t: TestApp;
let owner: Session;
let protect: Session;
let generic: Session;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.app, 'owner@demo.ignite');
  protect = await signIn(t.app, 'protect@demo.ignite');
  generic = await signIn(t.app, 'generic@demo.ignite');
});
afterAll(() => t.close());

async function carePlanOf(session: Session) {
  const consumer = session.user.organisationConsumerId ?? '';
  const vehicle = session.user.activeVehicle?.vehicleId ?? '';
  const { statusCode, body } = await call<MyGarage>(t.app, {
    method: 'GET',
    url: `/api/consumer/${consumer}/my-garage/${vehicle}`,
    headers: { authorization: `Bearer ${session.tokens.accessToken}` },
  });
  expect(statusCode).toBe(200);
  return body.data.carePlan;
}

describe('the care plan in My Garage', () => {
  test('owner@: every product enabled, PROTECT active with its dates and no km limit', async () => {
    const plan = await carePlanOf(owner);
    expect(plan).toMatchObject({
      title: 'Harbour City Motors Care Plan',
      isEnabled: true,
      timeZone: 'Australia/Sydney',
      theftRecovery: { isEnabled: true, isInstalled: true, provider: 'TrackSafe Australia' },
      roadsideAssistance: { isEnabled: true, policyNumber: 'RSA-5530912', ambulance: false },
      guarantee: { isEnabled: true, title: 'Guaranteed Future Value' },
      mechanicalProtection: { isEnabled: true, kilometerLimit: 150_000, maximumLiability: 5000 },
    });
    expect(plan?.igniteRewards).toMatchObject({
      isEnabled: true,
      isInactive: false,
      isConciergeEnabled: true,
      conciergeHours: 'Monday to Friday, 9:00am to 5:00pm AEST',
      hasMessages: true,
    });
    const cover = plan?.igniteProtect;
    expect(cover).toMatchObject({
      isEnabled: true,
      isPending: false,
      isActive: true,
      status: ProductStatus.Active,
      subscriberNumber: 'PRT-0042-7781',
      termInMonths: 36,
      kilometerLimit: null,
      maximumLiability: 1500,
    });
    expect(Date.parse(cover?.dateActiveTo ?? '')).toBeGreaterThan(Date.now());
  });

  test('owner@: a work-order item at each limit message, counted from its claims', async () => {
    const plan = await carePlanOf(owner);
    const all = [
      ...(plan?.igniteRewards?.workOrderConfigurations ?? []),
      ...(plan?.igniteProtect?.workOrderConfigurations ?? []),
    ];
    const messageOf = (type: string) => {
      const item = all.find((w) => w.type === type);
      expect(item, type).toBeDefined();
      return item && workOrderMessage(item);
    };
    expect(all).toHaveLength(8);
    expect(messageOf('TyreRepair')).toBe("You've used 1 of your 4 available orders");
    expect(messageOf('WindscreenRepair')).toBe(
      "You've reached your annual work limit on this item, but you can still call us to book a repair",
    );
    expect(messageOf('KeyFobService')).toBe(
      "You're at the limit of your available orders, but you can still call us to book a repair",
    );
    const healthChecks = all.find((w) => w.type === 'VehicleHealthChecks');
    expect(healthChecks?.history.map((h) => h.title)).toEqual([
      'Vehicle Health Check',
      'Vehicle Health Check',
      'Vehicle Health Check',
    ]);
    const dates = healthChecks?.history.map((h) => Date.parse(h.utcDate)) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  test('owner@: concierge messages newest first, their HTML cleaned of anything but text markup', async () => {
    const vehicleId = owner.user.activeVehicle?.vehicleId ?? '';
    await t.db.insert(conciergeMessages).values({
      vehicleId,
      type: 'Offer',
      content:
        '<p onclick="steal()">Hi<script>alert(1)</script> <a href="javascript:x">there</a></p>',
    });
    const messages = (await carePlanOf(owner))?.igniteRewards?.messages ?? [];
    expect(messages[0]?.content).toBe('<p>Hi <a>there</a></p>');
    expect(messages.map((m) => m.type)).toEqual(['Offer', 'Reminder', 'Offer', 'Welcome']);
    expect(messages.find((m) => m.type === 'Welcome')).toMatchObject({
      dismissable: false,
      hasLink: false,
    });
  });

  test('protect@: PROTECT pending, without dates', async () => {
    const cover = (await carePlanOf(protect))?.igniteProtect;
    expect(cover).toMatchObject({
      isEnabled: true,
      isPending: true,
      isActive: false,
      dateActiveFrom: null,
      dateActiveTo: null,
      kilometerLimit: 100_000,
    });
  });

  test('a Draft product is not enabled, and an expired one is inactive', async () => {
    const vehicleId = owner.user.activeVehicle?.vehicleId ?? '';
    const where = (kind: 'guarantee' | 'mechanicalProtection') =>
      and(eq(carePlanProducts.kind, kind), eq(carePlanProducts.vehicleId, vehicleId));
    await t.db
      .update(carePlanProducts)
      .set({ status: ProductStatus.Draft })
      .where(where('guarantee'));
    await t.db
      .update(carePlanProducts)
      .set({ status: ProductStatus.Expired })
      .where(where('mechanicalProtection'));
    const plan = await carePlanOf(owner);
    expect(plan?.guarantee).toMatchObject({ isEnabled: false, isInactive: false });
    expect(plan?.mechanicalProtection).toMatchObject({ isEnabled: true, isInactive: true });
  });

  test('generic@: no care plan', async () => {
    expect(await carePlanOf(generic)).toBeNull();
  });
});
