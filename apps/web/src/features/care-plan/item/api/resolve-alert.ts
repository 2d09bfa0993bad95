import { type ConditionRef, conditionResultSchema } from '@ignite/domain/garage/condition-api';
import { api } from '@/shared/api/client.ts';

/** POST condition/resolve-alert: the recall or detected issue has been dealt with. */
export function resolveAlert(body: ConditionRef) {
  return api.post('condition/resolve-alert', conditionResultSchema, body);
}
