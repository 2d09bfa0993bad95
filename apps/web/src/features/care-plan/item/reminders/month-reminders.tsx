import { dayOf } from '@ignite/domain/garage/day';
import {
  futureMonthChoices,
  PAST_MONTHS_SHOWN_FIRST,
  pastMonthChoices,
  REMINDER_CONFIRMATIONS,
} from '@ignite/domain/garage/reminders';
import { MonthChoices, monthName } from './month-choices.tsx';
import { nextReminderChoice } from './next-reminder.tsx';
import type { ReminderProps } from './reminder-props.ts';
import { useReminderClock } from './reminder-clock.ts';

/**
 * Monthly with no data: "when was it last done?" Any of the past 24 months; the answer becomes
 * the last date and the next reminder is worked out from the interval (advanceFromToday false).
 */
export function LastDoneReminder({ condition, ask }: ReminderProps) {
  const { now, utcOffsetMinutes } = useReminderClock();
  const { choices, shownFirst } = pastMonthChoices(now, utcOffsetMinutes);
  return (
    <>
      <p className="mb-3 text-base text-muted">When was it last done?</p>
      <MonthChoices
        choices={choices}
        shownFirst={shownFirst}
        current={null}
        onChoose={(choice) =>
          ask({
            question: REMINDER_CONFIRMATIONS.isThisCorrect,
            summary: <p>Last done in {monthName(choice)}</p>,
            save: {
              kind: 'next-reminder',
              body: {
                vehicleId: condition.consumerVehicleId,
                conditionId: condition.conditionId,
                nextDate: choice.date.toISOString(),
                advanceFromToday: false,
              },
            },
          })
        }
      />
    </>
  );
}

/**
 * Monthly with data: the month of the next reminder, from this year's January over 24 months;
 * months already past are disabled (advanceFromToday true).
 */
export function FutureMonthReminder({ condition, ask }: ReminderProps) {
  const { now, utcOffsetMinutes } = useReminderClock();
  const choices = futureMonthChoices(now, utcOffsetMinutes);
  const current = condition.nextDate ? dayOf(new Date(condition.nextDate), utcOffsetMinutes) : null;
  return (
    <>
      <p className="mb-3 text-base text-muted">When would you like your next reminder?</p>
      <MonthChoices
        choices={choices}
        shownFirst={PAST_MONTHS_SHOWN_FIRST}
        current={current}
        onChoose={(choice) => ask(nextReminderChoice(condition, choice.date))}
      />
    </>
  );
}
