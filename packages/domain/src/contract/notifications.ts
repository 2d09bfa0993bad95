// Reminders that reach the owner: the settings, the one-click unsubscribe, Web Push
// subscriptions, the secret calendar feed, and the demo's run-the-reminder-job-now.
import { z } from 'zod/mini';
import { successResultSchema, resultSchema } from '../result.ts';
import {
  notificationSettingsResultSchema,
  notificationSettingsSchema,
} from '../notifications/notification-settings.ts';
import {
  calendarFeedParamsSchema,
  calendarFeedUrlResultSchema,
  pushEndpointQuerySchema,
  pushPublicKeyResultSchema,
  pushSubscriptionSchema,
  remindersRunResultSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '../notifications/notifications-api.ts';
import { appointmentCalendarParamsSchema } from '../notifications/calendar-api.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'notifications';

export const notificationSettings = defineEndpoint({
  name: 'notificationSettings',
  method: 'GET',
  path: '/api/notifications/settings',
  area,
  summary: 'The caller’s reminder settings (the defaults until they change one)',
  auth: 'bearer',
  response: notificationSettingsResultSchema,
  failures: [401],
});

export const updateNotificationSettings = defineEndpoint({
  name: 'updateNotificationSettings',
  method: 'PUT',
  path: '/api/notifications/settings',
  area,
  summary: 'Change the caller’s reminder channels, lead time and quiet hours',
  description:
    'leadDays is 1 to 60; quietFrom and quietTo are HH:MM in the dealership’s zone, both or ' +
    'neither; a span may cross midnight.',
  auth: 'bearer',
  body: notificationSettingsSchema,
  response: notificationSettingsResultSchema,
  failures: [400, 401],
});

export const unsubscribeReminders = defineEndpoint({
  name: 'unsubscribeReminders',
  method: 'POST',
  path: '/api/notifications/unsubscribe',
  area,
  summary: 'One-click unsubscribe from email reminders (RFC 8058), no sign-in needed',
  description:
    'The token is signed for the user it turns email reminders off for; a forged one is a ' +
    '400. A mail client posts `List-Unsubscribe=One-Click` as a form; any body is accepted.',
  auth: 'none',
  query: unsubscribeQuerySchema,
  response: unsubscribeResultSchema,
  failures: [400, 429],
});

export const pushPublicKey = defineEndpoint({
  name: 'pushPublicKey',
  method: 'GET',
  path: '/api/notifications/push/public-key',
  area,
  summary: 'The server’s VAPID public key, for the browser’s push subscription',
  auth: 'bearer',
  response: pushPublicKeyResultSchema,
  failures: [401],
});

export const savePushSubscription = defineEndpoint({
  name: 'savePushSubscription',
  method: 'POST',
  path: '/api/notifications/push/subscriptions',
  area,
  summary: 'Keep this browser’s push subscription for the caller (one per browser)',
  description: 'A subscription saved before by another user of this browser becomes the caller’s.',
  auth: 'bearer',
  body: pushSubscriptionSchema,
  response: successResultSchema,
  failures: [400, 401],
});

export const removePushSubscription = defineEndpoint({
  name: 'removePushSubscription',
  method: 'DELETE',
  path: '/api/notifications/push/subscriptions',
  area,
  summary: 'Forget one of the caller’s push subscriptions',
  description: 'Another user’s subscription, or an unknown one, is left as it is (still 200).',
  auth: 'bearer',
  query: pushEndpointQuerySchema,
  response: successResultSchema,
  failures: [400, 401],
});

export const createCalendarFeed = defineEndpoint({
  name: 'createCalendarFeed',
  method: 'POST',
  path: '/api/notifications/calendar-feed',
  area,
  summary: 'A secret calendar URL of the caller’s due dates; calling again rotates it',
  description: 'The old URL answers 404 at once. Only a hash of the token is stored.',
  auth: 'bearer',
  response: calendarFeedUrlResultSchema,
  failures: [401, 429],
});

export const revokeCalendarFeed = defineEndpoint({
  name: 'revokeCalendarFeed',
  method: 'DELETE',
  path: '/api/notifications/calendar-feed',
  area,
  summary: 'Turn the caller’s calendar feed off',
  auth: 'bearer',
  response: successResultSchema,
  failures: [401],
});

export const calendarFeed = defineEndpoint({
  name: 'calendarFeed',
  method: 'GET',
  path: '/api/calendar/:token',
  area,
  summary: 'The calendar feed (text/calendar) behind a secret URL, no sign-in needed',
  description:
    'One event per due date of each monitor and each booked service, with stable UIDs and ' +
    'the dealership as organiser. An unknown, rotated or revoked token is a 404.',
  auth: 'none',
  params: calendarFeedParamsSchema,
  response: resultSchema(z.null()).check(z.describe('never: the answer is the calendar')),
  sends: 'text/calendar',
  failures: [400, 404, 429],
});

export const appointmentCalendar = defineEndpoint({
  name: 'appointmentCalendar',
  method: 'GET',
  path: '/api/appointments/:appointmentId/calendar.ics',
  area,
  summary: 'One of the caller’s booked appointments as a calendar file (text/calendar)',
  description:
    'The same event, with the same UID, as in the calendar feed. An appointment that is not ' +
    'the caller’s, not open, or over is a 404.',
  auth: 'bearer',
  params: appointmentCalendarParamsSchema,
  response: resultSchema(z.null()).check(z.describe('never: the answer is the calendar')),
  sends: 'text/calendar',
  failures: [400, 401, 404],
});

export const runReminders = defineEndpoint({
  name: 'runReminders',
  method: 'POST',
  path: '/api/demo/jobs/reminders',
  area: 'demo',
  summary: 'Demo mode only: run the daily reminder job now',
  description: 'Answers how many reminders it queued; a reminder already sent is not sent again.',
  auth: 'none',
  response: remindersRunResultSchema,
  failures: [429],
});
