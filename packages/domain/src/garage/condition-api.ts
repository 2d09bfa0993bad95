// The condition and service-schedule calls of spec part 2 section 7, as one contract: the
// server validates with these schemas and the web types its calls with them.
//
// set-next's two modes (the spec names the fields only; docs/spec-notes.md has the reading):
// - advanceFromToday true: a reminder. The next date becomes `nextDate` (a future month, a
//   weekly choice, a calendar date), not before today; nothing else changes, so it never says
//   the work was done. It is refused when it would make a due or overdue condition read better.
// - advanceFromToday false: `nextDate` answers "when was it last done?" (a past month). It
//   becomes lastDate, and the next reminder is that date advanced by the condition's interval.
// Either way a history item says what changed.
import { z } from 'zod/mini';
import { idField } from '../validation/id.ts';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { conditionSchema } from './condition-schema.ts';
import { ServiceIntervalState } from './enums.ts';
import { historyItemSchema } from './garage-api.ts';
import { serviceScheduleSchema } from './service-schedule-schema.ts';
import { isDateText } from './set-next.ts';

export const CONDITION_MESSAGES = {
  vehicleId: 'vehicleId must be a UUID',
  conditionId: 'conditionId must be a UUID',
  serviceScheduleId: 'serviceScheduleId must be a UUID',
  serviceIntervalId: 'serviceIntervalId must be a UUID',
  nextDate: 'nextDate must be a date, such as 2026-12-01 or 2026-12-01T02:00:00Z',
  advanceFromToday: 'advanceFromToday must be true or false',
  nextDateInPast: 'The next reminder cannot be before today',
  lastDoneInFuture: 'The date it was last done cannot be after today',
  lastOdometer: 'lastOdometer must be a whole number of kilometres from 0 to 2,000,000',
  lastMonths: 'lastMonths must be a whole number of months from 0 to 240',
  state: 'state must be 0 (not done) or 1 (done); only the dealership marks 2',
  conditionNotFound: 'That condition was not found',
  noInterval: 'This condition has no reminder interval to advance by',
  noAlert: 'This condition has no alert to clear',
  scheduleNotFound: 'That service schedule was not found',
  notServiceCondition: 'Only the service condition follows the service schedule',
} as const;

/**
 * A reminder on a due or overdue condition that would make it read better: only work done can,
 * so the owner is told what to do instead.
 */
export const reminderCannotLiftMessage = (name: string, isOverdue: boolean) =>
  `${name} ${isOverdue ? 'is overdue' : 'is coming up'}, and a reminder can't change that. ` +
  'Mark it as done once the work is done.';

/** Spec part 2 section 4: items that cannot be disabled say so by name. */
export const cannotDisableMessage = (name: string) => `${name} can't be disabled`;

const vehicleId = idField(CONDITION_MESSAGES.vehicleId);
const conditionId = idField(CONDITION_MESSAGES.conditionId);

/** A date or date-time the server can read; a bare date means that day (set-next.ts). */
const dateText = z
  .string({ error: CONDITION_MESSAGES.nextDate })
  .check(z.refine(isDateText, { error: CONDITION_MESSAGES.nextDate }));

export const conditionRefSchema = requestBody(
  { vehicleId, conditionId },
  'A JSON body with vehicleId and conditionId is required',
);
export type ConditionRef = z.infer<typeof conditionRefSchema>;

export const setNextSchema = requestBody(
  {
    vehicleId,
    conditionId,
    nextDate: dateText,
    advanceFromToday: z._default(z.boolean({ error: CONDITION_MESSAGES.advanceFromToday }), true),
  },
  'A JSON body with vehicleId, conditionId and nextDate is required',
);
export type SetNext = z.infer<typeof setNextSchema>;

/** Enable and disable take the condition only (spec); ownership comes from the token. */
export const conditionToggleSchema = requestBody(
  { conditionId },
  'A JSON body with conditionId is required',
);
export type ConditionToggle = z.infer<typeof conditionToggleSchema>;

const serviceIntervalId = idField(CONDITION_MESSAGES.serviceIntervalId);
const serviceScheduleId = idField(CONDITION_MESSAGES.serviceScheduleId);
/** The owner may mark done or not done; MarkedDoneFromDms belongs to the dealership. */
const userIntervalState = z.literal(
  [ServiceIntervalState.NotDone, ServiceIntervalState.MarkedDoneByUser],
  { error: CONDITION_MESSAGES.state },
);

/** The next interval may be sent whole, as the screen holds it; only its id is read. */
const intervalRef = z.object(
  { serviceIntervalId },
  { error: CONDITION_MESSAGES.serviceIntervalId },
);

export const updateServiceScheduleSchema = requestBody(
  { vehicleId, serviceScheduleId, nextInterval: intervalRef },
  'A JSON body with vehicleId, serviceScheduleId and nextInterval is required',
);
export type UpdateServiceSchedule = z.infer<typeof updateServiceScheduleSchema>;

export const updateServiceIntervalSchema = requestBody(
  {
    vehicleId,
    interval: z.object(
      { serviceIntervalId, state: userIntervalState },
      { error: 'interval must hold serviceIntervalId and state' },
    ),
  },
  'A JSON body with vehicleId and interval is required',
);
export type UpdateServiceInterval = z.infer<typeof updateServiceIntervalSchema>;

export const setActiveServiceIntervalSchema = requestBody(
  {
    vehicleId,
    conditionId,
    serviceIntervalId,
    lastOdometer: z
      .number({ error: CONDITION_MESSAGES.lastOdometer })
      .check(
        z.int(CONDITION_MESSAGES.lastOdometer),
        z.gte(0, CONDITION_MESSAGES.lastOdometer),
        z.lte(2_000_000, CONDITION_MESSAGES.lastOdometer),
      ),
    lastMonths: z
      .number({ error: CONDITION_MESSAGES.lastMonths })
      .check(
        z.int(CONDITION_MESSAGES.lastMonths),
        z.gte(0, CONDITION_MESSAGES.lastMonths),
        z.lte(240, CONDITION_MESSAGES.lastMonths),
      ),
  },
  'A JSON body with vehicleId, conditionId, serviceIntervalId, lastOdometer and lastMonths is required',
);
export type SetActiveServiceInterval = z.infer<typeof setActiveServiceIntervalSchema>;

export const setServiceIntervalStateSchema = requestBody(
  { vehicleId, serviceScheduleId, serviceIntervalId, state: userIntervalState },
  'A JSON body with vehicleId, serviceScheduleId, serviceIntervalId and state is required',
);
export type SetServiceIntervalState = z.infer<typeof setServiceIntervalStateSchema>;

// Answers. Enable and disable answer vehicleConditionResultSchema (garage-api.ts): every
// condition and the recalculated score.

export const serviceScheduleResultSchema = resultSchema(serviceScheduleSchema);

/** advance-by-condition-interval: the advanced condition and the history item it wrote. */
export const advancedConditionSchema = z.object({
  condition: conditionSchema,
  historyItem: z.nullable(historyItemSchema),
});
export const advancedConditionResultSchema = resultSchema(advancedConditionSchema);

export const conditionResultSchema = resultSchema(z.object({ condition: conditionSchema }));
