/// <reference lib="webworker" />
// The service worker's side of push reminders (decision 0039; sw.ts wires it in): a push
// shows the reminder, and a tap on it opens the reminder's page in the app, in a window of the
// app already open if there is one.
import { pushReminderOf } from '@ignite/domain/notifications/push-reminder';
import { iconHref } from './shared/settings/theme-colors.ts';

/** The worker cannot know the owner's dealership theme: the brand's default icon. */
const ICON = iconHref('theme-1', 192);

/** The reminder a push carries, or null for anything else (nothing is shown for junk). */
function reminderOf(data: PushMessageData | null) {
  try {
    return pushReminderOf(data?.json());
  } catch {
    return null;
  }
}

/** The app's page at `path`; never another origin, whatever a payload says ('//x.test'). */
export function appUrl(origin: string, path: unknown): string {
  const home = new URL('/', origin).href;
  if (typeof path !== 'string') return home;
  try {
    const url = new URL(path, origin);
    return url.origin === origin ? url.href : home;
  } catch {
    return home;
  }
}

async function openApp(worker: ServiceWorkerGlobalScope, url: string) {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((w) => new URL(w.url).origin === worker.location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      await focused.navigate(url);
      return;
    } catch {
      // A window this worker does not control cannot be navigated: a new one instead.
    }
  }
  await worker.clients.openWindow(url);
}

export function showPushReminders(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('push', (event) => {
    const reminder = reminderOf(event.data);
    if (!reminder) return;
    // The tag replaces a reminder still shown for the same item and due date (a resend).
    event.waitUntil(
      worker.registration.showNotification(reminder.title, {
        body: reminder.body,
        tag: reminder.tag,
        data: { path: reminder.path },
        icon: ICON,
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { path?: unknown } | null;
    event.waitUntil(openApp(worker, appUrl(worker.location.origin, data?.path)));
  });
}
