// Web Push subscriptions: the server's public key a browser subscribes with, and each browser's
// subscription saved or forgotten for the signed-in owner. The reminders themselves go out
// through the outbox (push-targets.ts).
import type { FastifyInstance } from 'fastify';
import {
  pushPublicKey,
  removePushSubscription,
  savePushSubscription,
} from '@ignite/domain/contract/notifications';
import { registerEndpoint } from '../../../core/endpoint-route.ts';
import type { PushSubscriptionService } from './push-subscription-service.ts';
import type { VapidKeys } from './vapid-keys.ts';

export function registerPushRoutes(
  app: FastifyInstance,
  { keys, subscriptions }: { keys: VapidKeys; subscriptions: PushSubscriptionService },
) {
  // Made at the first start, not at the first browser's request: every instance agrees on the
  // pair from the outset (vapid-keys.ts).
  app.addHook('onReady', async () => {
    await keys.publicKey();
  });

  registerEndpoint(app, pushPublicKey, async () => ({ publicKey: await keys.publicKey() }));
  registerEndpoint(app, savePushSubscription, async ({ body, user }) => {
    await subscriptions.save(user.userId, body);
    return true as const;
  });
  registerEndpoint(app, removePushSubscription, async ({ query, user }) => {
    await subscriptions.remove(user.userId, query.endpoint);
    return true as const;
  });
}
