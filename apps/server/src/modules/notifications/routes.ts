// The notifications module's routes: settings and unsubscribe, push, the calendar feed, and
// (demo mode) the reminder job run at once. The daily schedule starts with the server.
import type { FastifyInstance } from 'fastify';
import { registerCalendarRoutes } from './calendar/calendar-routes.ts';
import type { NotificationDeps } from './notification-deps.ts';
import { registerPushRoutes } from './push/push-routes.ts';
import type { Reminders } from './reminders/reminders.ts';
import { registerSettingsRoutes } from './settings-routes.ts';

export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: NotificationDeps,
  reminders: Reminders,
) {
  registerSettingsRoutes(app, deps, reminders);
  registerPushRoutes(app, deps);
  registerCalendarRoutes(app, deps);
}
