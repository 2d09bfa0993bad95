// The guarantee and mechanical protection through the whole app: their facts in My Garage
// (the guarantee's trade-in value included) and their signed documents, the owner's own only.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { ProductStatus } from '@ignite/domain/garage/enums';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';
import { carePlanProducts } from '../../db/care-plan-schema.ts';

const bearer = (s: Session) => ({ authorization: `Bearer ${s.tokens.accessToken}` });
const vehicleOf = (s: Session) => s.user.activeVehicle?.vehicleId ?? '';
const PATHS = {
  guarantee: 'guaranteed-future-value',
  mechanicalProtection: 'mechanical-protection',
} as const;
type Kind = keyof typeof PATHS;

describe('the guarantee and mechanical protection', () => {
  let t: TestApp;
  let owner: Session;
  let protect: Session;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signIn(t.app, 'owner@demo.ignite');
    protect = await signIn(t.app, 'protect@demo.ignite');
  });
  afterAll(() => t.close());

  const garage = async (s: Session) =>
    (
      await call<MyGarage>(t.app, {
        method: 'GET',
        url: `/api/consumer/${s.user.organisationConsumerId}/my-garage/${vehicleOf(s)}`,
        headers: bearer(s),
      })
    ).body.data;
  const urls = (s: Session, kind: Kind, vehicleId = vehicleOf(s)) =>
    call<{ termsAndConditionsLinkUrl: string; agreementLinkUrl: string | null }>(t.app, {
      method: 'GET',
      url: `/api/care-plan/${PATHS[kind]}/document-urls?vehicleId=${vehicleId}`,
      headers: bearer(s),
    });
  const setProduct = (
    s: Session,
    kind: Kind,
    values: Partial<typeof carePlanProducts.$inferInsert>,
  ) =>
    t.db
      .update(carePlanProducts)
      .set(values)
      .where(and(eq(carePlanProducts.vehicleId, vehicleOf(s)), eq(carePlanProducts.kind, kind)));

  test('My Garage carries the guarantee’s trade-in value and both covers’ facts', async () => {
    const plan = (await garage(owner)).carePlan;
    expect(plan?.guarantee).toMatchObject({
      isEnabled: true,
      isActive: true,
      title: 'Guaranteed Future Value',
      subscriberNumber: 'GFV-88213',
      termInMonths: 36,
      kilometerLimit: 100_000,
      guaranteedFutureValue: 21_500,
    });
    expect(plan?.mechanicalProtection).toMatchObject({
      isEnabled: true,
      subscriberNumber: 'MP-310977',
      termInMonths: 60,
      kilometerLimit: 150_000,
      maximumLiability: 5000,
    });
  });

  test('a guarantee that names no amount answers null, not zero', async () => {
    await setProduct(owner, 'guarantee', { guaranteedValueCents: null });
    expect((await garage(owner)).carePlan?.guarantee?.guaranteedFutureValue).toBeNull();
    await setProduct(owner, 'guarantee', { guaranteedValueCents: 2_150_000 });
  });

  test.each(['guarantee', 'mechanicalProtection'] as const)(
    '%s: the owner’s terms and own contract open as PDFs',
    async (kind) => {
      const { statusCode, body } = await urls(owner, kind);
      expect(statusCode).toBe(200);
      const links = [body.data.termsAndConditionsLinkUrl, body.data.agreementLinkUrl];
      expect(links.every((link) => typeof link === 'string')).toBe(true);
      for (const link of links) {
        const file = await t.app.inject({ method: 'GET', url: link ?? '' });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    },
  );

  test('a pending cover has its terms but no contract yet', async () => {
    await setProduct(owner, 'mechanicalProtection', { status: ProductStatus.Pending });
    const { body } = await urls(owner, 'mechanicalProtection');
    expect(body.data.termsAndConditionsLinkUrl).toContain('mechanical-terms');
    expect(body.data.agreementLinkUrl).toBeNull();
    await setProduct(owner, 'mechanicalProtection', { status: ProductStatus.Active });
  });

  test('a vehicle without the product is told so; another owner’s vehicle is not found', async () => {
    const none = await urls(protect, 'guarantee');
    expect(none.statusCode).toBe(404);
    expect(none.body.messages).toEqual(['This vehicle has no Guaranteed Future Value']);
    const noCover = await urls(protect, 'mechanicalProtection');
    expect(noCover.body.messages).toEqual(['This vehicle has no Mechanical Protection']);
    const other = await urls(protect, 'guarantee', vehicleOf(owner));
    expect(other.statusCode).toBe(404);
    expect(other.body.messages).toEqual(['Vehicle not found']);
  });

  test('a certificate link bent to another document opens nothing', async () => {
    const certificate = (await urls(owner, 'guarantee')).body.data.agreementLinkUrl ?? '';
    const bent = certificate.replace('guarantee-certificate', 'mechanical-agreement');
    expect((await t.app.inject({ method: 'GET', url: bent })).statusCode).toBe(404);
  });
});
