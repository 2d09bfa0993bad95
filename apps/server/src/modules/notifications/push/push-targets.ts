// What the outbox's push sender is given (modules/outbox/push-senders.ts, through the wiring):
// each user's browsers, the VAPID keys to sign with, and a way to forget a browser gone.
import type { Config } from '../../../config.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Database } from '../../../db/client.ts';
import { createPushSubscriptionStore } from './push-subscription-store.ts';
import { createVapidKeys } from './vapid-keys.ts';

export function createPushTargets(deps: { db: Database; clock: Clock; config: Config }) {
  const keys = createVapidKeys(deps);
  const subscriptions = createPushSubscriptionStore({
    ...deps,
    pushServiceHosts: deps.config.pushServiceHosts,
  });
  return {
    vapid: () => keys.details(),
    subscriptionsOf: (userId: string) => subscriptions.subscriptionsOf(userId),
    forget: (endpoint: string) => subscriptions.forget(endpoint),
  };
}
