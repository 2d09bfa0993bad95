// The access matrix's rows for Web Push: the server's public key is anyone's who is signed in; a
// subscription is saved for the caller; a removal names a browser's endpoint, and forgets it only
// when it is the caller's (another's is left, still 200, as for one unknown).
import { asc, eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../src/db/notifications-schema.ts';
import { newBrowserKeys, subscriptionKeys } from '../web-push-decrypt.ts';
import { type Matrix, type Persona, type Scope, SELF } from './kit.ts';

const SUBSCRIPTIONS = '/api/notifications/push/subscriptions';

/** A browser's subscription: its endpoint names it (a fresh one per call), its keys are real. */
const subscriptionOf = (name: string) => ({
  endpoint: `https://push.example.test/send/${name}-${crypto.randomUUID()}`,
  expirationTime: null,
  keys: subscriptionKeys(newBrowserKeys()),
});

/** The owner's browsers, which no other caller's call may change. */
const ownersBrowsers = (s: Scope) =>
  s.w.t.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, s.owner.userId))
    .orderBy(asc(pushSubscriptions.endpoint));

async function savedFor(owner: Persona, s: Scope) {
  const browser = subscriptionOf(owner.name);
  const saved = await s.w.t.app.inject({
    method: 'POST',
    url: SUBSCRIPTIONS,
    headers: owner.auth,
    payload: browser,
  });
  if (saved.statusCode !== 200) throw new Error(`no subscription saved: ${saved.body}`);
  return { endpoint: browser.endpoint };
}

export const pushRows: Matrix = {
  'GET /api/notifications/push/public-key': {
    request: () => ({ method: 'GET', url: '/api/notifications/push/public-key' }),
    expect: SELF,
  },
  // Each caller saves their own browser; the owner's browsers stay as they were.
  'POST /api/notifications/push/subscriptions': {
    prepare: (s) => savedFor(s.owner, s),
    request: (_, caller) => ({
      method: 'POST',
      url: SUBSCRIPTIONS,
      payload: subscriptionOf(caller?.name ?? 'anonymous'),
    }),
    expect: SELF,
    ownerFacts: ownersBrowsers,
  },
  'DELETE /api/notifications/push/subscriptions': {
    prepare: (s) => savedFor(s.owner, s),
    request: (s) => ({
      method: 'DELETE',
      url: `${SUBSCRIPTIONS}?endpoint=${encodeURIComponent(s.ids.endpoint ?? '')}`,
    }),
    expect: SELF,
    ownerFacts: ownersBrowsers,
  },
};
