import { pushPublicKey } from '@ignite/domain/contract/notifications';
import { ApiError } from '@/shared/api/api-error.ts';
import { api } from '@/shared/api/client.ts';

/** GET /api/notifications/push/public-key: the server's VAPID key this browser subscribes with. */
export async function getPushPublicKey(): Promise<string> {
  const result = await api.call(pushPublicKey);
  if (!result.success) throw new ApiError(result);
  return result.data.publicKey;
}
