import { NOTIFICATIONS_MESSAGES as M } from '@ignite/domain/notifications/notifications-api';
import { ApiError } from '@/shared/api/api-error.ts';
import { disablePush, enablePush } from './push/push-subscription.ts';

const PUSH_FAILED = 'Push reminders could not be turned on. Please try again';

/**
 * Carries a change of the push switch to this browser before the setting is saved: turned on,
 * the browser is asked for permission and subscribed (asked only now, on the owner's own
 * save); turned off, it is unsubscribed. Answers the reason it could not, or null.
 */
export async function pushChangeProblem(wasOn: boolean, isOn: boolean): Promise<string | null> {
  if (isOn) {
    // Subscribed again even when it was on: this may be another browser of the same owner.
    let outcome;
    try {
      outcome = await enablePush();
    } catch (error) {
      // The server refused the key or the subscription: its message, else a general one.
      return error instanceof ApiError ? (error.messages[0] ?? PUSH_FAILED) : PUSH_FAILED;
    }
    if (outcome === 'unsupported') return M.pushUnavailable;
    if (outcome === 'denied') return M.pushDenied;
    return null;
  }
  if (wasOn) await disablePush();
  return null;
}
