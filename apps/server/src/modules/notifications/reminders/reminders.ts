// The reminder job and its daily schedule, made once per app from the repositories and
// services the wiring hands over.
import type { NotificationDeps } from '../notification-deps.ts';
import { createDailySchedule } from './daily-schedule.ts';
import { createReminderJob } from './reminder-job.ts';

/** How often each instance looks whether the day's run is due. */
const CHECK_SECONDS = 300;
/** How long a run may hold the day before another instance takes it over. */
const CLAIM_SECONDS = 1800;

export function createReminders(deps: NotificationDeps, log: (m: string, e?: unknown) => void) {
  const job = createReminderJob({
    repository: deps.repository,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
    myGarage: deps.myGarage,
    unsubscribe: deps.unsubscribe,
    onMessageQueued: deps.onMessageQueued,
  });
  const hour = deps.config.reminderHour;
  const schedule =
    hour === null
      ? null
      : createDailySchedule({
          jobs: deps.scheduledJobs,
          clock: deps.clock,
          name: 'reminders',
          hour,
          timeZone: deps.config.reminderTimeZone,
          run: job.run,
          checkSeconds: CHECK_SECONDS,
          claimSeconds: CLAIM_SECONDS,
          log,
        });
  return { job, schedule };
}

export type Reminders = ReturnType<typeof createReminders>;
