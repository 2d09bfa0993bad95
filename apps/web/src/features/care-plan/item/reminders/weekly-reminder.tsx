import { weeklyChoices } from '@ignite/domain/garage/reminders';
import { choiceClass } from './choice-styles.ts';
import { nextReminderChoice } from './next-reminder.tsx';
import type { ReminderProps } from './reminder-props.ts';
import { useReminderClock } from './reminder-clock.ts';

/** Weekly (wash): next week up to three months ahead, counted from today. */
export function WeeklyReminder({ condition, ask }: ReminderProps) {
  const { now, utcOffsetMinutes } = useReminderClock();
  return (
    <>
      <p className="mb-3 text-base text-muted">When would you like your next reminder?</p>
      <ul className="grid grid-cols-2 gap-2">
        {weeklyChoices(now, utcOffsetMinutes).map((choice) => (
          <li key={choice.weeks}>
            <button
              type="button"
              className={`${choiceClass} w-full`}
              onClick={() => ask(nextReminderChoice(condition, choice.date, choice.label))}
            >
              {choice.label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
