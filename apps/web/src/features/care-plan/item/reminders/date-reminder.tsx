import type { CalendarDate } from '@ignite/domain/format/date';
import { dayOf } from '@ignite/domain/garage/day';
import {
  defaultNextReminder,
  minimumReminderDay,
  reminderDateFor,
} from '@ignite/domain/garage/reminders';
import { Calendar } from '@/shared/inputs/calendar.tsx';
import { choiceClass } from './choice-styles.ts';
import { nextReminderChoice } from './next-reminder.tsx';
import type { ReminderProps } from './reminder-props.ts';
import { useReminderClock } from './reminder-clock.ts';

/**
 * Date (rego): a calendar day from today on (spec part 2 section 4: minimum today), set at
 * noon; Tomorrow, the default next reminder, is one tap away. The calendar sits in the page
 * rather than in a field's popover: picking a day is the choice, and it asks for confirmation
 * like the month and week choices do.
 */
export function DateReminder({ condition, ask }: ReminderProps) {
  const { now, utcOffsetMinutes } = useReminderClock();
  const today = minimumReminderDay(now, utcOffsetMinutes);
  const current = condition.nextDate ? dayOf(new Date(condition.nextDate), utcOffsetMinutes) : null;

  const choose = (date: Date) => ask(nextReminderChoice(condition, date));

  return (
    <>
      <p className="mb-3 text-base text-muted">When would you like your next reminder?</p>
      <button
        type="button"
        className={`${choiceClass} mb-3 w-full`}
        onClick={() => choose(defaultNextReminder(now, utcOffsetMinutes))}
      >
        Tomorrow
      </button>
      <div className="rounded-2xl border border-border bg-raised/40 p-2">
        <Calendar
          today={today}
          minDate={today}
          selected={current}
          onPick={(day: CalendarDate) => choose(reminderDateFor(day, utcOffsetMinutes))}
        />
      </div>
    </>
  );
}
