// The access matrix's rows for the session, the platform (health, app configuration, demo) and
// the safety centre. Where a request carries a secret (a password, a refresh token, a signed
// launch, a welcome or location link), holding the secret is the credential: whoever sends it
// gets what the owner gets, and the row says so.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { normaliseMobile } from '@ignite/domain/validation/mobile';
import { outboxMessages } from '../../src/db/outbox-schema.ts';
import { safetyShareLinks } from '../../src/db/safety-schema.ts';
import { PASSWORD } from '../sessions.ts';
import { welcomeTextCanReach } from './dealer-rows.ts';
import { type Matrix, type Persona, type Scope, OWN, PUBLIC, SELF } from './kit.ts';

/** Whether the owner's session still answers: 200 while it lives. */
export const ownerSessionLives = async (s: Scope) =>
  (
    await s.w.t.app.inject({
      method: 'GET',
      url: '/api/user/current',
      headers: s.owner.auth,
    })
  ).statusCode;

/** The newest text to a number, as the outbox holds it. */
export async function lastTextTo(s: Scope, mobile: string): Promise<string> {
  const [text] = await s.w.t.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.to, normaliseMobile(mobile)))
    .orderBy(desc(outboxMessages.createdAt));
  if (!text) throw new Error(`no text to ${mobile}`);
  return text.body;
}

/** A signed launch link for the owner's car, as the demo page hands them out (a fresh nonce). */
async function launchOf(s: Scope) {
  const links = await s.w.t.app.inject({ method: 'GET', url: '/api/demo/launch-links' });
  const link = links
    .json<{ data: { username: string; url: string }[] }>()
    .data.find((l) => l.username === s.owner.username);
  return Object.fromEntries(new URL(link?.url ?? '', 'http://x').searchParams);
}

/** A welcome text's token for Sam's car, resent by Harbour staff in a session of their own. */
async function welcomeTokenOf(s: Scope) {
  const staff = await s.w.signInAgain('dealer');
  const mobile = '0412 555 771';
  await welcomeTextCanReach(s, s.owner, mobile);
  const sent = await s.w.t.app.inject({
    method: 'POST',
    url: '/api/dealermode/resend-welcome-message',
    headers: staff.auth,
    payload: { appConfigurationId: s.w.apps.harbour, vehicleId: s.owner.vehicleId, mobile },
  });
  if (sent.statusCode !== 200) throw new Error(`no welcome text: ${sent.body}`);
  return /\/welcome\/([A-Za-z0-9_-]{43})/.exec(await lastTextTo(s, mobile))?.[1] ?? '';
}

/** A location link of the owner's, made now; its id and its token. */
export async function shareLinkOf(owner: Persona, s: Scope) {
  const made = await s.w.t.app.inject({
    method: 'POST',
    url: '/api/safety/share-links',
    headers: owner.auth,
    payload: { latitude: -33.8148, longitude: 151.0017, durationHours: 1 },
  });
  const data = made.json<{ data: { shareLinkId: string; token: string } }>().data;
  return { shareLinkId: data.shareLinkId, token: data.token };
}

const ownersShareLinks = (s: Scope) =>
  s.w.t.db
    .select()
    .from(safetyShareLinks)
    .where(and(eq(safetyShareLinks.userId, s.owner.userId), isNull(safetyShareLinks.revokedAt)))
    .orderBy(safetyShareLinks.id);

const credentialShown = 'the request carries the owner’s credential, so its answer is the owner’s';

export const sessionRows: Matrix = {
  'GET /api/user/current': {
    request: () => ({ method: 'GET', url: '/api/user/current' }),
    expect: SELF,
  },
  'POST /api/user/login': {
    request: (s) => ({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: s.owner.username, password: PASSWORD },
    }),
    expect: PUBLIC,
    ownerDataShownBecause: credentialShown,
    ownerFacts: ownerSessionLives,
  },
  // No body: the caller's own access token names the session to end. Another caller's logout
  // ends their own session and leaves the owner's.
  'POST /api/user/logout': {
    freshSessions: true,
    request: () => ({ method: 'POST', url: '/api/user/logout', payload: {} }),
    expect: { anonymous: 400, otherConsumer: 'ok', foreignStaff: 'ok', owner: 'ok' },
    ownerFacts: ownerSessionLives,
  },
  // The owner's tokens from a session of their own; another caller's bearer token in the
  // header does not match the body's access token, and is refused.
  'POST /api/user/refresh-token': {
    freshSessions: true,
    request: async (s, caller) => {
      const session = caller === s.owner ? s.owner : await s.w.signInAgain(s.owner.name);
      const { accessToken, refreshToken, browserId } = session.session.tokens;
      return {
        method: 'POST',
        url: '/api/user/refresh-token',
        payload: { accessToken, refreshToken },
        headers: { 'x-browser-id': browserId },
      };
    },
    expect: { anonymous: 'ok', otherConsumer: 400, foreignStaff: 400, owner: 'ok' },
    ownerDataShownBecause: credentialShown,
    ownerFacts: ownerSessionLives,
  },
  'POST /api/authentication/login': {
    request: async (s) => ({
      method: 'POST',
      url: '/api/authentication/login',
      payload: await launchOf(s),
    }),
    expect: PUBLIC,
    ownerDataShownBecause: 'a launch signed by the host app is the host app’s word for the owner',
    ownerFacts: ownerSessionLives,
  },
  'POST /api/authentication/welcome-link': {
    owner: 'sam',
    request: async (s) => ({
      method: 'POST',
      url: '/api/authentication/welcome-link',
      payload: { token: await welcomeTokenOf(s) },
    }),
    expect: PUBLIC,
    ownerDataShownBecause: 'the welcome text’s link signs its customer in, once, by design',
    ownerFacts: ownerSessionLives,
  },
  'GET /api/health': {
    request: () => ({ method: 'GET', url: '/api/health' }),
    expect: PUBLIC,
  },
  // Each caller's own app: the active vehicle's, else their account's.
  'GET /api/app-configuration': {
    request: () => ({ method: 'GET', url: '/api/app-configuration' }),
    expect: SELF,
  },
  'GET /api/demo/launch-links': {
    request: () => ({ method: 'GET', url: '/api/demo/launch-links' }),
    expect: PUBLIC,
    ownerDataShownBecause: 'demo mode only: the demo page signs every persona in from it',
  },
  'GET /api/demo/outbox': {
    request: (s) => ({
      method: 'GET',
      url: `/api/demo/outbox?to=${encodeURIComponent(s.owner.username)}`,
    }),
    expect: PUBLIC,
  },
  'PUT /api/demo/care-plan': {
    request: (s) => ({
      method: 'PUT',
      url: '/api/demo/care-plan',
      payload: { vehicleId: s.owner.vehicleId, enabled: true },
    }),
    expect: OWN,
  },
  'GET /api/safety/map-tiles': {
    request: () => ({ method: 'GET', url: '/api/safety/map-tiles' }),
    expect: PUBLIC,
  },
  // Each caller shares their own position; the owner's links stay as they were.
  'POST /api/safety/share-links': {
    request: () => ({
      method: 'POST',
      url: '/api/safety/share-links',
      payload: { latitude: -33.87, longitude: 151.21, durationHours: 8 },
    }),
    expect: SELF,
    ownerFacts: ownersShareLinks,
  },
  'GET /api/safety/share-links': {
    prepare: (s) => shareLinkOf(s.owner, s),
    request: () => ({ method: 'GET', url: '/api/safety/share-links' }),
    expect: SELF,
    markers: (s) => [s.ids.shareLinkId ?? ''],
  },
  'PUT /api/safety/share-links/:shareLinkId': {
    prepare: (s) => shareLinkOf(s.owner, s),
    request: (s) => ({
      method: 'PUT',
      url: `/api/safety/share-links/${s.ids.shareLinkId}`,
      payload: { latitude: -33.9, longitude: 151.1 },
    }),
    expect: OWN,
  },
  'DELETE /api/safety/share-links/:shareLinkId': {
    prepare: (s) => shareLinkOf(s.owner, s),
    request: (s) => ({ method: 'DELETE', url: `/api/safety/share-links/${s.ids.shareLinkId}` }),
    expect: OWN,
  },
  'GET /api/safety/shared-location/:token': {
    prepare: (s) => shareLinkOf(s.owner, s),
    request: (s) => ({ method: 'GET', url: `/api/safety/shared-location/${s.ids.token}` }),
    expect: PUBLIC,
    ownerDataShownBecause: 'whoever holds a location link sees the position shared (0032)',
  },
};
