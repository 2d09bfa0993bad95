// What the reminders (the daily job and its schedule) are given by the wiring (modules/index.ts).
import type { Config } from '../../config/config.ts';
import type { Clock } from '../../core/clock.ts';
import type { MyGarageService } from '../garage/index.ts';
import type { ReminderRepository } from './reminders/reminder-repository.ts';
import type { ScheduledJobRepository } from './reminders/scheduled-job-repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.ts';

export type NotificationDeps = {
  repository: ReminderRepository;
  scheduledJobs: ScheduledJobRepository;
  clock: Clock;
  config: Config;
  /** Signs the reminder emails' unsubscribe links. */
  unsubscribe: UnsubscribeTokens;
  /** A vehicle's computed due dates, bookings and service log, through the garage's face. */
  myGarage: Pick<MyGarageService, 'model'>;
  /** Wakes the outbox's sender after a message was queued. */
  onMessageQueued: () => void;
};
