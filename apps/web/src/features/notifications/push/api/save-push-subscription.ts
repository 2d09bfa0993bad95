import { savePushSubscription as savePushSubscriptionEndpoint } from '@ignite/domain/contract/notifications';
import type { PushSubscriptionRequest } from '@ignite/domain/notifications/notifications-api';
import { ApiError } from '@/shared/api/api-error.ts';
import { api } from '@/shared/api/client.ts';

/** POST /api/notifications/push/subscriptions: this browser's subscription, kept for the owner. */
export async function savePushSubscription(subscription: PushSubscriptionRequest): Promise<void> {
  const result = await api.call(savePushSubscriptionEndpoint, { body: subscription });
  if (!result.success) throw new ApiError(result);
}
