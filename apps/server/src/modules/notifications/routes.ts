// The notifications module's routes: settings and unsubscribe, push, the calendar feed, and
// (demo mode) the reminder job run at once. The daily schedule starts with the server.
import type { FastifyInstance } from 'fastify';
import type { CalendarFeedService } from './calendar/calendar-feed-service.ts';
import { registerCalendarRoutes } from './calendar/calendar-routes.ts';
import type { PushSubscriptionService } from './push/push-subscription-service.ts';
import { registerPushRoutes } from './push/push-routes.ts';
import type { VapidKeys } from './push/vapid-keys.ts';
import type { Reminders } from './reminders/reminders.ts';
import { registerSettingsRoutes } from './settings-routes.ts';
import type { SettingsService } from './settings-service.ts';

export type NotificationServices = {
  settings: SettingsService;
  reminders: Reminders;
  vapidKeys: VapidKeys;
  pushSubscriptions: PushSubscriptionService;
  calendarFeeds: CalendarFeedService;
  /** Demo mode adds the call that runs the reminder job at once. */
  demoMode: boolean;
};

export function registerNotificationRoutes(app: FastifyInstance, services: NotificationServices) {
  const { settings, reminders, demoMode } = services;
  registerSettingsRoutes(app, { settings, reminders, demoMode });
  registerPushRoutes(app, { keys: services.vapidKeys, subscriptions: services.pushSubscriptions });
  registerCalendarRoutes(app, { service: services.calendarFeeds });
}
