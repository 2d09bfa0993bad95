import type { ConditionToggle } from '@ignite/domain/garage/condition-api';
import { vehicleConditionResultSchema } from '@ignite/domain/garage/garage-api';
import { api } from '@/shared/api/client.ts';

/** POST condition/enable: answers every condition and the recalculated health score. */
export function enableCondition(body: ConditionToggle) {
  return api.post('condition/enable', vehicleConditionResultSchema, body);
}
