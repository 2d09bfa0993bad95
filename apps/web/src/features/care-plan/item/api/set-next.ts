import { conditionResultSchema, type SetNext } from '@ignite/domain/garage/condition-api';
import { api } from '@/shared/api/client.ts';

/**
 * PUT condition/set-next. advanceFromToday true: `nextDate` is the next reminder (a future
 * month, a weekly choice, a calendar day); false: `nextDate` is when it was last done.
 */
export function setNext(body: SetNext) {
  return api.put('condition/set-next', conditionResultSchema, body);
}
