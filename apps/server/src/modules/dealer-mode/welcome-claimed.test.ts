// A customer staff activated is not locked out: the car is claimed only once they finish the
// welcome flow, so a customer who opened the link and stopped before the end can be sent it
// again; and opening the link proves the phone it was texted to, so that number is verified.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import type { Session } from '@ignite/domain/session';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { appConfigurations, users } from '../../db/schema.ts';
import { signIn } from '../../../test/sessions.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { ALREADY_CLAIMED } from './vehicle-changes.ts';

let t: TestApp;
let harbour = '';
let staff: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  const [app] = await t.db
    .select({ id: appConfigurations.id })
    .from(appConfigurations)
    .where(eq(appConfigurations.name, 'Harbour City Motors'));
  harbour = app?.id ?? '';
  const dealer = await signIn(t.app, 'dealer@demo.ignite');
  staff = { authorization: `Bearer ${dealer.tokens.accessToken}` };
});
afterAll(() => t.close());

const MOBILE = '0412 555 801';
const E164 = '+61412555801';

const asStaff = <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
  call<T>(t.app, {
    method,
    url: `/api/dealermode/${url}`,
    headers: staff,
    ...(payload ? { payload } : {}),
  });
const resend = (vehicleId: string) =>
  asStaff('POST', 'resend-welcome-message', {
    appConfigurationId: harbour,
    vehicleId,
    mobile: MOBILE,
  });
/** The vehicle as staff find it by its rego, claimed or not. */
const staffSees = async (vehicleId: string) => {
  const { body } = await asStaff<{ items: DealerVehicle[] }>(
    'GET',
    `search?query=LCK801&appConfigurationIds=${harbour}&includeClaimed=true`,
  );
  return body.data.items.find((item) => item.vehicleId === vehicleId);
};

/** Opens the newest welcome link texted to the customer's mobile, as the customer. */
async function openNewestLink() {
  const texts = await t.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, E164), eq(outboxMessages.channel, 'sms')))
    .orderBy(desc(outboxMessages.createdAt));
  const link = texts.find((text) => text.body.includes('/welcome/'));
  const token = /\/welcome\/([A-Za-z0-9_-]{43})/.exec(link?.body ?? '')?.[1] ?? '';
  return call<Session>(t.app, {
    method: 'POST',
    url: '/api/authentication/welcome-link',
    payload: { token },
  });
}

const asCustomer = (session: Session, url: string, payload: object) =>
  call<Record<string, unknown>>(t.app, {
    method: 'POST',
    url: `/api/welcome-flow/${url}`,
    headers: { authorization: `Bearer ${session.tokens.accessToken}` },
    payload: {
      consumerId: session.user.organisationConsumerId,
      vehicleId: session.user.activeVehicle?.vehicleId,
      ...payload,
    },
  });

describe('a customer who stops after confirming the odometer', () => {
  let vehicleId = '';
  let customer: Session;

  beforeAll(async () => {
    const created = await asStaff<{ vehicle: DealerVehicle }>('POST', 'create', {
      appConfigurationId: harbour,
      rego: 'LCK 801',
      regoState: 'NSW',
      odometer: 40,
      healthMonitorInstallationStatus: 1,
      firstName: 'Lee',
      mobile: MOBILE,
    });
    expect(created.statusCode).toBe(200);
    vehicleId = created.body.data.vehicle.vehicleId ?? '';
    const opened = await openNewestLink();
    expect(opened.statusCode).toBe(200);
    customer = opened.body.data;
  });

  test('opening the link verifies the mobile it was texted to', async () => {
    expect(customer.user.activeVehicle?.vehicleId).toBe(vehicleId);
    const [row] = await t.db
      .select({ mobileNumber: users.mobileNumber, mobileVerified: users.mobileVerified })
      .from(users)
      .where(eq(users.organisationConsumerId, customer.user.organisationConsumerId ?? ''));
    expect(row).toEqual({ mobileNumber: E164, mobileVerified: true });
  });

  test('the car is not claimed while the flow is unfinished, and staff can resend', async () => {
    const claimed = await asCustomer(customer, 'vehicle/claim', {
      rego: 'LCK 801',
      regoState: 'New South Wales',
      odometer: 52,
    });
    expect(claimed.statusCode).toBe(200);

    expect(await staffSees(vehicleId)).toMatchObject({ isClaimed: false, odometer: 52 });
    const again = await resend(vehicleId);
    expect(again.statusCode).toBe(200);
    expect((await openNewestLink()).statusCode).toBe(200);
  });

  test('once the customer finishes the flow the car is claimed and no more texts go', async () => {
    const done = await asCustomer(customer, 'complete', {});
    expect(done.statusCode).toBe(200);

    expect(await staffSees(vehicleId)).toMatchObject({ isClaimed: true });
    const refused = await resend(vehicleId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.messages).toEqual([ALREADY_CLAIMED]);
  });
});
