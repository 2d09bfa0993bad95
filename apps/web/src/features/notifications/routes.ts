import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** Reminder settings and the unsubscribe page of a reminder email (decision 0039). */
export const notificationRoutes: readonly PageRoute[] = [
  {
    path: paths.notificationSettings,
    meta: { name: 'NotificationSettings', title: 'Reminders', blockedInDealerMode: true },
    page: async () => (await import('./notification-settings-page.tsx')).NotificationSettingsPage,
    frame: 'shell',
  },
  {
    // Anonymous: the signed token in the link is the key, so it works signed out.
    path: paths.unsubscribe,
    meta: { name: 'Unsubscribe', title: 'Email reminders', allowAnonymous: true },
    page: async () => (await import('./unsubscribe-page.tsx')).UnsubscribePage,
    frame: 'bare',
  },
];
