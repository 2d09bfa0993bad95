import { type ConditionRef, conditionResultSchema } from '@ignite/domain/garage/condition-api';
import { api } from '@/shared/api/client.ts';

/** POST condition/dismiss-alert: the owner sets the alert aside without resolving it. */
export function dismissAlert(body: ConditionRef) {
  return api.post('condition/dismiss-alert', conditionResultSchema, body);
}
