// The welcome text a white-label app sends, through the whole app: it names the dealership's
// own brand and the car staff set up (its make, model and year), never the default brand.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { outboxMessages } from '../../db/outbox-schema.ts';
import { appConfigurations } from '../../db/schema.ts';
import { signIn } from '../../../test/sessions.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

test('a new car’s welcome text names the app’s brand and the car’s make, model and year', async () => {
  const [harbour] = await t.db
    .select()
    .from(appConfigurations)
    .where(eq(appConfigurations.name, 'Harbour City Motors'));
  const appId = harbour?.id ?? '';
  await t.db
    .update(appConfigurations)
    .set({ brandName: 'Harbour Drive' })
    .where(eq(appConfigurations.id, appId));
  const staff = (await signIn(t.app, 'dealer@demo.ignite')).tokens.accessToken;
  const { statusCode } = await call(t.app, {
    method: 'POST',
    url: '/api/dealermode/create',
    headers: { authorization: `Bearer ${staff}` },
    payload: {
      appConfigurationId: appId,
      rego: 'BRD24A',
      regoState: 'NSW',
      odometer: 12,
      healthMonitorInstallationStatus: 1,
      mobile: '0412 555 432',
      make: 'Mazda',
      model: 'CX-5',
      year: 2024,
    },
  });
  expect(statusCode).toBe(200);
  const [text] = await t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.to, '+61412555432'), eq(outboxMessages.channel, 'sms')));
  expect(text?.body).toContain('your Mazda CX-5 2024 in the Harbour Drive app');
  expect(text?.body).not.toContain('Ignite');
});
