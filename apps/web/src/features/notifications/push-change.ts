import type { PushProblem } from '@ignite/domain/notifications/notification-settings-form';
import { disablePush, enablePush } from './push/push-subscription.ts';

/**
 * Carries a change of the push switch to this browser before the setting is saved: turned on,
 * the browser is asked for permission and subscribed (asked only now, on the owner's own
 * save); turned off, it is unsubscribed. Answers why it could not, or null; the page says
 * what that means for the save (PUSH_PROBLEM_MESSAGES).
 */
export async function pushChangeProblem(
  wasOn: boolean,
  isOn: boolean,
): Promise<PushProblem | null> {
  if (isOn) {
    // Subscribed again even when it was on: this may be another browser of the same owner.
    let outcome;
    try {
      outcome = await enablePush();
    } catch {
      // The push service or our server refused the subscription: nothing the owner can fix
      // here but trying again, so one plain message rather than the server's field names.
      return 'failed';
    }
    if (outcome === 'unsupported') return 'unavailable';
    if (outcome === 'denied') return 'blocked';
    return null;
  }
  if (wasOn) await disablePush();
  return null;
}
