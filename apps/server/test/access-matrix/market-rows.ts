// The access matrix's rows for the marketplace. The marketplace's catalogue is the
// app's: another owner in the same app (Priya, at Harbour City Motors) reads it as the owner
// does, and staff of another app may not; what names the owner (their consumer ids, their car)
// is the owner's alone.
import { and, eq } from 'drizzle-orm';
import { offers } from '../../src/db/marketplace-schema.ts';
import { type Caller, type Matrix, type Outcome, OWN, PUBLIC } from './kit.ts';

/** The app's catalogue: any owner in the app reads it; staff of another app do not. */
const APP_CATALOGUE: Record<Caller, Outcome> = {
  anonymous: 'unauthenticated',
  otherConsumer: 'ok',
  foreignStaff: 'refused',
  owner: 'ok',
};

export const marketRows: Matrix = {
  'GET /api/consumer/:organisationConsumerId/marketplace/:vehicleId/:appConfigurationId': {
    request: (s) => ({
      method: 'GET',
      url: `/api/consumer/${s.owner.organisationConsumerId}/marketplace/${s.owner.vehicleId}/${s.w.apps.harbour}`,
    }),
    expect: OWN,
  },
  'GET /api/marketplace/categories': {
    request: (s) => ({
      method: 'GET',
      url: `/api/marketplace/categories?appConfigurationId=${s.w.apps.harbour}`,
    }),
    expect: APP_CATALOGUE,
  },
  'GET /api/marketplace/igniteappconfiguration/:appConfigurationId/offers': {
    request: (s) => ({
      method: 'GET',
      url: `/api/marketplace/igniteappconfiguration/${s.w.apps.harbour}/offers`,
    }),
    expect: APP_CATALOGUE,
  },
  // One of Harbour City Motors' own offers.
  'GET /api/marketplace/offers/:offerId': {
    prepare: async (s) => {
      const [offer] = await s.w.t.db
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.appConfigurationId, s.w.apps.harbour)))
        .limit(1);
      return { offerId: offer?.id ?? '' };
    },
    request: (s) => ({ method: 'GET', url: `/api/marketplace/offers/${s.ids.offerId}` }),
    expect: APP_CATALOGUE,
  },
  // The search names the owner's consumer id: the owner's alone.
  'GET /api/marketplace/offers': {
    request: (s) => ({
      method: 'GET',
      url: `/api/marketplace/offers?appConsumerId=${s.owner.appConsumerId}&appConfigurationId=${s.w.apps.harbour}&searchQuery=coffee`,
    }),
    expect: OWN,
  },
  // Pictures drawn from a key, with nothing private: an <img> sends no token.
  'GET /api/marketplace/images/cover/:key.svg': {
    request: () => ({ method: 'GET', url: '/api/marketplace/images/cover/fuel.svg' }),
    expect: PUBLIC,
  },
  'GET /api/marketplace/images/logo/:key.svg': {
    request: () => ({ method: 'GET', url: '/api/marketplace/images/logo/harbourside-fuel.svg' }),
    expect: PUBLIC,
  },
};
