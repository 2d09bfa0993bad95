// What the outbox's push sender is given (modules/outbox/push-senders.ts, through the wiring):
// each user's browsers, the VAPID keys to sign with, and a way to forget a browser gone.
import type { PushSubscriptionRepository } from './push-subscription-repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

export function createPushTargets({
  keys,
  subscriptions,
}: {
  keys: VapidKeys;
  subscriptions: PushSubscriptionRepository;
}) {
  return {
    vapid: () => keys.details(),
    subscriptionsOf: (userId: string) => subscriptions.subscriptionsOf(userId),
    forget: (endpoint: string) => subscriptions.forget(endpoint),
  };
}
