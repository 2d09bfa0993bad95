import type { Condition } from '@ignite/domain/garage/condition-schema';
import { REMINDER_CONFIRMATIONS } from '@ignite/domain/garage/reminders';
import { formatLongDate } from '@/entities/condition/date-formats.ts';
import type { Choice } from '../use-confirmed-choice.tsx';

/**
 * A next reminder picked from a month, a week or a calendar day: 'Is this OK?' with the date
 * in words, then saved as the next date counted from today (advanceFromToday true).
 */
export function nextReminderChoice(
  condition: Condition,
  date: Date,
  label = 'Next reminder',
): Choice {
  return {
    question: REMINDER_CONFIRMATIONS.isThisOk,
    summary: (
      <p>
        {label}: {formatLongDate(date)}
      </p>
    ),
    save: {
      kind: 'next-reminder',
      body: {
        vehicleId: condition.consumerVehicleId,
        conditionId: condition.conditionId,
        nextDate: date.toISOString(),
        advanceFromToday: true,
      },
    },
  };
}
