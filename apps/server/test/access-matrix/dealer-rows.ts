// The access matrix's rows for dealer mode. The owner here is Harbour City Motors' staff
// (dealer@) acting on their app's stock and customers; the other consumer (Priya, a customer
// of that very app) is no staff member, and Coastal Motors' staff have no role in the app.
import { and, eq } from 'drizzle-orm';
import { normaliseMobile } from '@ignite/domain/validation/mobile';
import { welcomeTextCounts } from '../../src/db/dealer-mode-schema.ts';
import { users, vehicles } from '../../src/db/schema.ts';
import { type Matrix, type Persona, type Scope, OWN } from './kit.ts';

async function stock(s: Scope, rego: string) {
  const [row] = await s.w.t.db
    .select({ id: vehicles.id, vin: vehicles.vin })
    .from(vehicles)
    .where(eq(vehicles.rego, rego));
  return { vehicleId: row?.id ?? '', vin: row?.vin ?? '' };
}

/**
 * A welcome text reaches a customer only at a mobile they verified, and at most 3 go per
 * vehicle a day: the customer gets one, and their vehicle's count starts afresh, as a day
 * later, so a row may ask for a text for each of its callers.
 */
export async function welcomeTextCanReach(s: Scope, customer: Persona, mobile: string) {
  const { db } = s.w.t;
  await db
    .update(users)
    .set({ mobileNumber: normaliseMobile(mobile), mobileVerified: true })
    .where(eq(users.id, customer.userId));
  await db
    .delete(welcomeTextCounts)
    .where(
      and(eq(welcomeTextCounts.kind, 'vehicle'), eq(welcomeTextCounts.subject, customer.vehicleId)),
    );
}

/** The activation form of spec part 3 section 5, for Harbour City Motors. */
const form = (s: Scope, rego: string, mobile: string) => ({
  appConfigurationId: s.w.apps.harbour,
  rego,
  regoState: 'NSW',
  odometer: 12,
  healthMonitorInstallationStatus: 1,
  mobile,
});

const stockRow = (rego: string) => ({
  owner: 'dealer' as const,
  prepare: (s: Scope) => stock(s, rego),
  markers: (s: Scope) => [s.ids.vehicleId ?? '', s.ids.vin ?? ''],
  expect: OWN,
});

export const dealerRows: Matrix = {
  'GET /api/dealermode/search': {
    ...stockRow('EHC42K'),
    request: (s) => ({
      method: 'GET',
      url: `/api/dealermode/search?query=EHC42K&appConfigurationIds=${s.w.apps.harbour}`,
    }),
  },
  'POST /api/dealermode/find-vehicle-for-activation': {
    ...stockRow('EHC42K'),
    request: (s) => ({
      method: 'POST',
      url: '/api/dealermode/find-vehicle-for-activation',
      payload: { rego: 'EHC42K', appConfigurationIds: [s.w.apps.harbour] },
    }),
  },
  'GET /api/dealermode/vehicle': {
    ...stockRow('FDX19P'),
    request: (s) => ({
      method: 'GET',
      url: `/api/dealermode/vehicle?vehicleId=${s.ids.vehicleId}`,
    }),
  },
  'POST /api/dealermode/list/app-configurations': {
    owner: 'dealer',
    request: (s) => ({
      method: 'POST',
      url: '/api/dealermode/list/app-configurations',
      payload: { appConfigurationIds: [s.w.apps.harbour] },
    }),
    expect: OWN,
  },
  'POST /api/dealermode/create': {
    owner: 'dealer',
    request: (s) => ({
      method: 'POST',
      url: '/api/dealermode/create',
      payload: { ...form(s, 'MTX101', '0412 555 901'), make: 'Toyota', model: 'Yaris' },
    }),
    expect: OWN,
  },
  'POST /api/dealermode/activate': {
    ...stockRow('EHC42K'),
    request: (s) => ({
      method: 'POST',
      url: '/api/dealermode/activate',
      payload: { ...form(s, 'EHC42K', '0412 555 902'), vehicleId: s.ids.vehicleId },
    }),
  },
  'PUT /api/dealermode/update': {
    ...stockRow('FDX19P'),
    request: (s) => ({
      method: 'PUT',
      url: '/api/dealermode/update',
      payload: { vehicleId: s.ids.vehicleId, nickname: 'Lot 7', odometer: 15 },
    }),
  },
  // Sam's car: activated by the dealership, not yet claimed; Sam verified 0412 555 903.
  'POST /api/dealermode/resend-welcome-message': {
    ...stockRow('DF19KA'),
    prepare: async (s) => {
      await welcomeTextCanReach(s, s.w.personas.sam, '0412 555 903');
      return stock(s, 'DF19KA');
    },
    request: (s) => ({
      method: 'POST',
      url: '/api/dealermode/resend-welcome-message',
      payload: {
        appConfigurationId: s.w.apps.harbour,
        vehicleId: s.ids.vehicleId,
        mobile: '0412 555 903',
      },
    }),
  },
};
