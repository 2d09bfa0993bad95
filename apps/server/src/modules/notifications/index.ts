// The notifications module's public face (issue 19): the wiring makes the reminders and
// registers the routes.
export type { NotificationDeps } from './notification-deps.ts';
export { createReminders, type Reminders } from './reminders/reminders.ts';
export { registerNotificationRoutes } from './routes.ts';
/** The outbox's push sender finds each user's browsers and the VAPID keys through these. */
export { createPushTargets } from './push/push-targets.ts';
