import {
  advancedConditionResultSchema,
  type ConditionRef,
} from '@ignite/domain/garage/condition-api';
import { api } from '@/shared/api/client.ts';

/**
 * PUT condition/advance-by-condition-interval: Mark done. The condition moves on by its
 * interval (a service condition to its next interval) and may write a history item.
 */
export function advanceByConditionInterval(body: ConditionRef) {
  return api.put('condition/advance-by-condition-interval', advancedConditionResultSchema, body);
}
