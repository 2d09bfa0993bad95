import { lazy, Suspense, useCallback } from 'react';
import { reminderModeOf } from '@ignite/domain/garage/care-plan-item';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import type { ServiceSchedule as Schedule } from '@ignite/domain/garage/service-schedule-schema';
import { useConfirmedChoice } from '../use-confirmed-choice.tsx';
import { FutureMonthReminder, LastDoneReminder } from './month-reminders.tsx';
import { ServiceSchedule } from './service-schedule.tsx';
import { WeeklyReminder } from './weekly-reminder.tsx';

// The two reminders that are forms bring react-hook-form and the calendar (about 20 KB);
// loaded only when shown, they stay off the pages of every other monitor.
const DateReminder = lazy(async () => ({
  default: (await import('./date-reminder.tsx')).DateReminder,
}));
const LastServiceForm = lazy(async () => ({
  default: (await import('./last-service-form.tsx')).LastServiceForm,
}));

type Props = {
  condition: Condition;
  schedule: Schedule | null;
  /** ?manage=true: the page opens here, with the heading in view and focused. */
  focus: boolean;
};

/** Spec part 2 section 4, "Reminder configuration by type": one section, by reminderModeOf. */
export function ReminderSection({ condition, schedule, focus }: Props) {
  const { ask, dialog } = useConfirmedChoice();
  const mode = reminderModeOf(condition, schedule !== null);
  const headingRef = useCallback(
    (heading: HTMLHeadingElement | null) => {
      if (focus && heading) {
        heading.focus();
        heading.scrollIntoView({ block: 'start' });
      }
    },
    [focus],
  );
  if (mode === 'none') return null;

  const props = { condition, ask };
  return (
    <section
      aria-labelledby="reminder-heading"
      className="scroll-mt-4 rounded-3xl border border-border bg-surface p-5"
    >
      <h2
        id="reminder-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mb-1 text-xl font-bold tracking-tight outline-none"
      >
        {mode === 'service' ? 'Service schedule' : 'Reminder'}
      </h2>
      <Suspense fallback={null}>
        {mode === 'service' && schedule ? (
          schedule.nextInterval ? (
            <ServiceSchedule condition={condition} schedule={schedule} ask={ask} />
          ) : (
            <LastServiceForm condition={condition} schedule={schedule} />
          )
        ) : null}
        {mode === 'last-done' ? <LastDoneReminder {...props} /> : null}
        {mode === 'future-month' ? <FutureMonthReminder {...props} /> : null}
        {mode === 'weekly' ? <WeeklyReminder {...props} /> : null}
        {mode === 'date' ? <DateReminder {...props} /> : null}
      </Suspense>
      {dialog}
    </section>
  );
}
