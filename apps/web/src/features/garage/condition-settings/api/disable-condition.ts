import type { ConditionToggle } from '@ignite/domain/garage/condition-api';
import { vehicleConditionResultSchema } from '@ignite/domain/garage/garage-api';
import { api } from '@/shared/api/client.ts';

/** POST condition/disable: answers every condition and the recalculated health score. */
export function disableCondition(body: ConditionToggle) {
  return api.post('condition/disable', vehicleConditionResultSchema, body);
}
