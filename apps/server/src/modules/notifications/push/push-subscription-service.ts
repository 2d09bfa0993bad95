// The browsers' push subscriptions: one per browser (its push service's endpoint), saved for
// whoever signed in there last, at most PUSH_SUBSCRIPTIONS_PER_USER per owner.
import { createECDH } from 'node:crypto';
import { NOTIFICATIONS_MESSAGES } from '@ignite/domain/notifications/notifications-api';
import type { PushSubscriptionRequest } from '@ignite/domain/notifications/notifications-api';
import { isPushServiceEndpoint } from '@ignite/domain/notifications/push-services';
import { subscriptionsOverLimit } from '@ignite/domain/notifications/push-subscriptions';
import type { Clock } from '../../../core/clock.ts';
import { badRequest } from '../../../core/http-errors.ts';
import type { PushSubscriptionRepository } from './push-subscription-repository.ts';

/**
 * Whether `p256dh` is a point on P-256, the curve the browser's key is on. Anything else could
 * never be encrypted to, and every reminder to the owner would fail on it.
 */
function isCurvePoint(p256dh: string): boolean {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  try {
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export type PushSubscriptionService = ReturnType<typeof createPushSubscriptionService>;

export function createPushSubscriptionService({
  repository,
  clock,
  pushServiceHosts,
}: {
  repository: PushSubscriptionRepository;
  clock: Clock;
  /** Push services beyond the browsers' own (config PUSH_SERVICE_HOSTS). */
  pushServiceHosts: readonly string[];
}) {
  return {
    /**
     * Keeps the browser's subscription for `userId`. The endpoint names the browser: saved
     * before by another user of it, it is now this user's (a browser reminds whoever is
     * signed in there). Past the limit, the user's oldest saved are dropped.
     */
    async save(userId: string, subscription: PushSubscriptionRequest): Promise<void> {
      // The server will post to this address: a browser's push service only, never any other.
      if (!isPushServiceEndpoint(subscription.endpoint, pushServiceHosts)) {
        throw badRequest(NOTIFICATIONS_MESSAGES.pushServiceUnknown);
      }
      if (!isCurvePoint(subscription.keys.p256dh)) {
        throw badRequest(NOTIFICATIONS_MESSAGES.keysInvalid);
      }
      const row = {
        userId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        createdAt: clock(),
      };
      await repository.transaction(async (tx) => {
        await tx.upsert(subscription.endpoint, row);
        const over = subscriptionsOverLimit(await tx.savedOf(userId)).map((s) => s.id);
        if (over.length > 0) await tx.removeIds(over);
      });
    },

    /** Forgets one of the user's subscriptions; another user's, or none, is left as it is. */
    remove: (userId: string, endpoint: string) => repository.remove(userId, endpoint),
  };
}
