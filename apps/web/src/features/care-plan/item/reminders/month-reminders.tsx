import { ordinal } from '@ignite/domain/format/date-time';
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
      {/* The tile offered 'Set Due Date': say how this question sets it. */}
      <p className="text-base text-muted">When was it last done?</p>
      <p className="mb-3 text-sm text-muted">
        The due date is worked out from then, so reminders come when it is next due.
      </p>
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
 * Monthly with data: the month of the next reminder, over the 24 months from this one
 * (advanceFromToday true). The month it is set to now is marked, and the page says which day
 * of the chosen month the reminder falls on: the current reminder's, else today's.
 */
export function FutureMonthReminder({ condition, ask }: ReminderProps) {
  const { now, utcOffsetMinutes } = useReminderClock();
  const current = condition.nextDate ? dayOf(new Date(condition.nextDate), utcOffsetMinutes) : null;
  const dayOfMonth = current?.day ?? dayOf(now, utcOffsetMinutes).day;
  const choices = futureMonthChoices(now, utcOffsetMinutes, dayOfMonth);
  return (
    <>
      <p className="text-base text-muted">When would you like your next reminder?</p>
      <p className="mb-3 text-sm text-muted">
        It comes on the {ordinal(dayOfMonth)} of the month you choose (or the month's last day).
      </p>
      <MonthChoices
        choices={choices}
        shownFirst={PAST_MONTHS_SHOWN_FIRST}
        current={current}
        onChoose={(choice) => ask(nextReminderChoice(condition, choice.date))}
      />
    </>
  );
}
