// The access matrix's rows for the reminder settings: each signed-in caller reads and changes their
// own settings, the owner's staying as they were; an unsubscribe link turns email off for the user
// it was signed for, whoever posts it; the demo's reminder run is public in demo mode, as the
// outbox is.
import { eq } from 'drizzle-orm';
import { TEST_SECRETS } from '../test-secrets.ts';
import { notificationSettings } from '../../src/db/notifications-schema.ts';
import { createUnsubscribeTokens } from '../../src/modules/notifications/unsubscribe-token.ts';
import { type Matrix, PUBLIC, type Scope, SELF } from './kit.ts';

const SETTINGS_PATH = '/api/notifications/settings';

const ownersSettings = (s: Scope) =>
  s.w.t.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, s.owner.userId));

export const reminderRows: Matrix = {
  'GET /api/notifications/settings': {
    request: () => ({ method: 'GET', url: SETTINGS_PATH }),
    expect: SELF,
  },
  'PUT /api/notifications/settings': {
    request: () => ({
      method: 'PUT',
      url: SETTINGS_PATH,
      payload: { email: true, push: false, leadDays: 21, quietFrom: '21:00', quietTo: '07:00' },
    }),
    expect: SELF,
    ownerFacts: ownersSettings,
  },
  'POST /api/notifications/unsubscribe': {
    request: (s) => ({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${createUnsubscribeTokens(TEST_SECRETS.signingKey).sign(s.owner.userId)}`,
    }),
    expect: PUBLIC,
    ownerDataChangesBecause:
      'the link in the owner’s email turns their email reminders off without a sign-in (RFC 8058)',
  },
  'POST /api/demo/jobs/reminders': {
    request: () => ({ method: 'POST', url: '/api/demo/jobs/reminders' }),
    expect: PUBLIC,
    ownerDataChangesBecause: 'demo mode only: queues the reminders due, as the daily job does',
  },
};
