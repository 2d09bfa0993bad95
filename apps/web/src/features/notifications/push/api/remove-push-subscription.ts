import { removePushSubscription as removePushSubscriptionEndpoint } from '@ignite/domain/contract/notifications';
import { ApiError } from '@/shared/api/api-error.ts';
import { api } from '@/shared/api/client.ts';

/** DELETE /api/notifications/push/subscriptions: the server forgets this browser's subscription. */
export async function removePushSubscription(endpoint: string): Promise<void> {
  const result = await api.call(removePushSubscriptionEndpoint, { query: { endpoint } });
  if (!result.success) throw new ApiError(result);
}
