// The access matrix's rows for the welcome flow and mobile verification: every call names the
// consumer (and their car), who must be the caller. Noah's car waits to be claimed; the codes
// are read from the texts as the demo's outbox holds them. A consumer may be texted 3 codes in
// 15 minutes, so Olivia's number takes two of them and Noah's the other two.
import { eq } from 'drizzle-orm';
import { appChangeGrants, users } from '../../src/db/schema.ts';
import { type Matrix, type MatrixRequest, type Scope, OWN, SELF } from './kit.ts';
import { lookUpCode } from './garage-rows.ts';
import { lastTextTo } from './session-rows.ts';

const OLIVIAS_NEW_MOBILE = '0412 555 801';
const NOAHS_NEW_MOBILE = '0412 555 802';

async function codeTextedTo(s: Scope, mobile: string) {
  const code = /^(\d{6}) is your/.exec(await lastTextTo(s, mobile))?.[1];
  if (!code) throw new Error(`no code texted to ${mobile}`);
  return code;
}

/** The owner's call that texts a code, for the row that checks it. */
async function textCode(s: Scope, url: string, method: 'POST' | 'PUT', body: object) {
  const sent = await s.w.t.app.inject({ method, url, headers: s.owner.auth, payload: body });
  if (sent.statusCode !== 200) throw new Error(`no code sent: ${sent.body}`);
}

const consumer = (s: Scope) => ({ consumerId: s.owner.organisationConsumerId });
const car = (s: Scope) => ({ ...consumer(s), vehicleId: s.owner.vehicleId });
const claim = (s: Scope) => ({ ...car(s), rego: '482RTZ', regoState: 'QLD', odometer: 1200 });

/** Noah's car claimed (by the claim's own row, or here: a second claim is a 409). */
async function claimed(s: Scope) {
  await s.w.t.app.inject({
    method: 'POST',
    url: '/api/welcome-flow/vehicle/claim',
    headers: s.owner.auth,
    payload: claim(s),
  });
  return {};
}

/**
 * Noah's car claimed and his mobile verified, as the flow leaves him before completing: only a
 * verified mobile completes it.
 */
async function readyToComplete(s: Scope) {
  await claimed(s);
  await s.w.t.db.update(users).set({ mobileVerified: true }).where(eq(users.id, s.owner.userId));
  return {};
}

/** A read of Noah's: the query names him, and his car or its rego. */
const noahsRead = (url: (s: Scope) => string) => ({
  owner: 'noah' as const,
  request: (s: Scope): MatrixRequest => ({ method: 'GET', url: url(s) }),
  expect: OWN,
});
const carQuery = (s: Scope) =>
  `consumerId=${s.owner.organisationConsumerId}&vehicleId=${s.owner.vehicleId}`;

export const welcomeRows: Matrix = {
  'POST /api/consumer/send-mobile-verification-code': {
    request: (s) => ({
      method: 'POST',
      url: '/api/consumer/send-mobile-verification-code',
      payload: { ...consumer(s), mobileNumber: '0412 555 800' },
    }),
    expect: OWN,
  },
  'POST /api/welcome-flow/verify-mobile-verification-code': {
    prepare: async (s) => {
      await textCode(s, '/api/consumer/send-mobile-verification-code', 'POST', {
        ...consumer(s),
        mobileNumber: OLIVIAS_NEW_MOBILE,
      });
      return { code: await codeTextedTo(s, OLIVIAS_NEW_MOBILE) };
    },
    request: (s) => ({
      method: 'POST',
      url: '/api/welcome-flow/verify-mobile-verification-code',
      payload: { ...car(s), code: s.ids.code },
    }),
    expect: OWN,
  },
  'PUT /api/welcome-flow/consumer/update-mobile-phone-number': {
    owner: 'noah',
    request: (s) => ({
      method: 'PUT',
      url: '/api/welcome-flow/consumer/update-mobile-phone-number',
      payload: { ...consumer(s), mobilePhoneNumber: '0412 555 803' },
    }),
    expect: OWN,
  },
  'POST /api/welcome-flow/consumer/verify-mobile-phone-number': {
    owner: 'noah',
    prepare: async (s) => {
      await textCode(s, '/api/welcome-flow/consumer/update-mobile-phone-number', 'PUT', {
        ...consumer(s),
        mobilePhoneNumber: NOAHS_NEW_MOBILE,
      });
      return { code: await codeTextedTo(s, NOAHS_NEW_MOBILE) };
    },
    request: (s) => ({
      method: 'POST',
      url: '/api/welcome-flow/consumer/verify-mobile-phone-number',
      payload: { ...car(s), mobilePhoneNumber: NOAHS_NEW_MOBILE, verificationCode: s.ids.code },
    }),
    expect: OWN,
  },
  'GET /api/welcome-flow/data': noahsRead((s) => `/api/welcome-flow/data?${carQuery(s)}`),
  'GET /api/welcome-flow/vehicle/details': noahsRead(
    (s) =>
      `/api/welcome-flow/vehicle/details?consumerId=${s.owner.organisationConsumerId}&rego=482RTZ&regoState=QLD`,
  ),
  'GET /api/welcome-flow/consumer/details': noahsRead(
    (s) => `/api/welcome-flow/consumer/details?${carQuery(s)}`,
  ),
  'PUT /api/welcome-flow/consumer/update': {
    owner: 'noah',
    request: (s) => ({
      method: 'PUT',
      url: '/api/welcome-flow/consumer/update',
      payload: { ...car(s), firstName: 'Noah', lastName: 'Williams-Reid' },
    }),
    expect: OWN,
  },
  'POST /api/welcome-flow/vehicle/claim': {
    owner: 'noah',
    request: (s) => ({
      method: 'POST',
      url: '/api/welcome-flow/vehicle/claim',
      payload: claim(s),
    }),
    expect: OWN,
  },
  // Of a claimed car; completing again answers the first completion's date.
  'POST /api/welcome-flow/complete': {
    owner: 'noah',
    prepare: readyToComplete,
    request: (s) => ({ method: 'POST', url: '/api/welcome-flow/complete', payload: car(s) }),
    expect: OWN,
  },
  'POST /api/igniteprofile/complete-welcome-flow': {
    owner: 'noah',
    prepare: readyToComplete,
    request: (s) => ({
      method: 'POST',
      url: '/api/igniteprofile/complete-welcome-flow',
      payload: car(s),
    }),
    expect: OWN,
  },
  // A reward code names its dealership to anyone signed in; the grant it leaves is the caller's.
  'POST /api/welcome-flow/submit-originator-code': {
    request: () => ({
      method: 'POST',
      url: '/api/welcome-flow/submit-originator-code',
      payload: { appOriginatorCode: '418203' },
    }),
    expect: SELF,
    ownerFacts: (s) =>
      s.w.t.db.select().from(appChangeGrants).where(eq(appChangeGrants.userId, s.owner.userId)),
  },
  // Each caller submitted the code themselves, so the grant is theirs: only the car decides.
  'POST /api/welcome-flow/set-app-configuration': {
    owner: 'gary',
    request: async (s, caller) => {
      await lookUpCode(s, caller, '418203');
      return {
        method: 'POST',
        url: '/api/welcome-flow/set-app-configuration',
        payload: { vehicleId: s.owner.vehicleId, appConfigurationId: s.w.apps.harbour },
      };
    },
    expect: OWN,
  },
};
