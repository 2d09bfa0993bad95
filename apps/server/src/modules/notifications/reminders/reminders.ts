// The reminder job and its daily schedule, made once per app from the module's dependencies.
import type { NotificationDeps } from '../notification-deps.ts';
import { createUnsubscribeTokens } from '../unsubscribe-token.ts';
import { createDailySchedule } from './daily-schedule.ts';
import { createReminderJob } from './reminder-job.ts';
import { createReminderSources } from './reminder-sources.ts';

/** How often each instance looks whether the day's run is due. */
const CHECK_SECONDS = 300;
/** How long a run may hold the day before another instance takes it over. */
const CLAIM_SECONDS = 1800;

export function createReminders(deps: NotificationDeps, log: (m: string, e?: unknown) => void) {
  const job = createReminderJob({
    db: deps.db,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
    sources: createReminderSources(deps.db),
    myGarage: deps.myGarage,
    unsubscribe: createUnsubscribeTokens(deps.signingKey),
    onMessageQueued: deps.onMessageQueued,
  });
  const hour = deps.config.reminderHour;
  const schedule =
    hour === null
      ? null
      : createDailySchedule({
          db: deps.db,
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
