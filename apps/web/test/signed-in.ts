// Tests only: a signed-in session in local storage, as a sign-in leaves it, for component
// tests of pages that read the user's permissions and their vehicle's settings.
import type { Session } from '@ignite/domain/session';
import type { User } from '@ignite/domain/user';
import { endSession, startSession } from '@/shared/session/session-store.ts';

export const TEST_APP_VEHICLE_ID = 'app-vehicle-1';

const DAY_MS = 86_400_000;

/** A session for owner@, changed by `changes`; the refresh token lives for `days` more days. */
export function testSession(changes: Partial<User> = {}, days = 30): Session {
  const now = Date.now();
  return {
    user: {
      appConsumerId: 'consumer-1',
      organisationConsumerId: 'org-consumer-1',
      organisationId: 'org-1',
      organisationName: 'Harbour City Motors',
      appName: 'Harbour City Motors',
      firstName: 'Olivia',
      lastName: 'Owner',
      email: 'owner@demo.ignite',
      permissions: [],
      activeVehicle: {
        appVehicleId: TEST_APP_VEHICLE_ID,
        vehicleId: 'vehicle-1',
        appConfigurationId: 'app-1',
        requiresWelcomeFlow: false,
        welcomeFlowProgress: 0,
        isShared: false,
        verified: true,
      },
      appMode: 0,
      cashbackType: 0,
      isDealerMode: false,
      roles: [],
      ...changes,
    },
    tokens: {
      browserId: 'browser-1',
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpires: new Date(now + Math.min(days, 0.01) * DAY_MS).toISOString(),
      refreshTokenExpires: new Date(now + days * DAY_MS).toISOString(),
      inactiveSessionTimeout: 1800,
      hasInactiveTimeout: true,
    },
  };
}

/** Signs the test's user in (the session store's mirror follows); undo with signOutTest. */
export function signInForTest(changes: Partial<User> = {}, days = 30): Session {
  const session = testSession(changes, days);
  startSession(session, session.user.email, false);
  return session;
}

export function signOutTest(): void {
  endSession();
}
