// The reminder settings, the one-click unsubscribe (RFC 8058) and, in demo mode, the reminder
// job run at once.
import type { FastifyInstance } from 'fastify';
import {
  notificationSettings,
  runReminders,
  unsubscribeReminders,
  updateNotificationSettings,
} from '@ignite/domain/contract/notifications';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import { clientAddress } from '../../plugins/request-limits.ts';
import type { Reminders } from './reminders/reminders.ts';
import type { SettingsService } from './settings-service.ts';

/** A mail client posts once per click; a person retries a few times. Not a scan. */
const UNSUBSCRIBES_PER_MINUTE = 30;
/** A demo visitor presses the button a few times; the job reads every garage. */
const DEMO_RUNS_PER_MINUTE = 6;
/** RFC 8058's body is `List-Unsubscribe=One-Click`: a few bytes, read and ignored. */
const FORM_BODY_LIMIT = 1024;

export function registerSettingsRoutes(
  app: FastifyInstance,
  {
    settings,
    reminders,
    demoMode,
  }: { settings: SettingsService; reminders: Reminders; demoMode: boolean },
) {
  registerEndpoint(app, notificationSettings, async ({ user }) => settings.read(user.userId));
  registerEndpoint(app, updateNotificationSettings, async ({ user, body }) =>
    settings.write(user.userId, body),
  );

  const unsubscribeLimit = app.requestLimit({
    name: 'unsubscribe',
    max: UNSUBSCRIBES_PER_MINUTE,
    windowSeconds: 60,
    key: clientAddress,
    message: 'Too many unsubscribe requests. Please wait a minute and try again.',
    whenCountersDown: 'count-per-instance',
  });
  // A mail client posts the RFC 8058 form; the app's page posts JSON or nothing. The token in
  // the query is what counts, so a form body is read (within a small limit) and ignored.
  app.register(async (oneClick) => {
    const ignoreBody = (_request: unknown, _body: unknown, done: (e: null, b: undefined) => void) =>
      done(null, undefined);
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      oneClick.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
        ignoreBody,
      );
    }
    registerEndpoint(oneClick, unsubscribeReminders, async ({ query, request }) => {
      await unsubscribeLimit(request);
      return settings.unsubscribe(query.token);
    });
  });

  if (demoMode) {
    const runLimit = app.requestLimit({
      name: 'demo-reminders',
      max: DEMO_RUNS_PER_MINUTE,
      windowSeconds: 60,
      key: clientAddress,
      message: 'The reminder job was run a lot just now. Please wait a minute and try again.',
      whenCountersDown: 'count-per-instance',
    });
    registerEndpoint(app, runReminders, async ({ request }) => {
      await runLimit(request);
      return reminders.job.run();
    });
  }
}
