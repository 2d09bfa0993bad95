// The notifications module's public face: the wiring creates its repositories and services,
// makes the reminders and registers the routes.
export { createCalendarFeedRepository } from './calendar/calendar-feed-repository.ts';
export { createCalendarFeedService } from './calendar/calendar-feed-service.ts';
export { createCalendarSourceRepository } from './calendar/calendar-source-repository.ts';
export { createCalendarSources } from './calendar/calendar-sources.ts';
export type { NotificationDeps } from './notification-deps.ts';
export { createPushSubscriptionRepository } from './push/push-subscription-repository.ts';
export { createPushSubscriptionService } from './push/push-subscription-service.ts';
/** The outbox's push sender finds each user's browsers and the VAPID keys through these. */
export { createPushTargets } from './push/push-targets.ts';
export { createVapidKeyRepository } from './push/vapid-key-repository.ts';
export { createVapidKeys } from './push/vapid-keys.ts';
export { createReminderRepository } from './reminders/reminder-repository.ts';
export { createReminders, type Reminders } from './reminders/reminders.ts';
export { createScheduledJobRepository } from './reminders/scheduled-job-repository.ts';
export { type NotificationServices, registerNotificationRoutes } from './routes.ts';
export { createSettingsRepository } from './settings-repository.ts';
export { createSettingsService } from './settings-service.ts';
export { createUnsubscribeTokens } from './unsubscribe-token.ts';
