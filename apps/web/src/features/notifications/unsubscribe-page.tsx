import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { unsubscribeReminders } from '@ignite/domain/contract/notifications';
import { NOTIFICATION_SETTINGS_MESSAGES as M } from '@ignite/domain/notifications/notification-settings';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '@ignite/domain/notifications/notifications-api';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Button } from '@/shared/ui/button.tsx';
import { Screen } from '@/shared/ui/screen.tsx';

type State = { kind: 'asking' } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * Where a reminder email's unsubscribe link lands. It asks before it acts: mail
 * scanners open links to check them, and must not turn anyone's reminders off. A mail client's
 * own one-click unsubscribe (RFC 8058) posts to the API directly and needs no page.
 */
export function UnsubscribePage() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [state, setState] = useState<State>(
    UNSUBSCRIBE_TOKEN_PATTERN.test(token)
      ? { kind: 'asking' }
      : { kind: 'failed', message: M.unsubscribeInvalid },
  );
  const turnOff = useApiMutation(unsubscribeReminders, { invalidates: [] });

  async function unsubscribe() {
    const result = await turnOff.run({ query: { token } });
    setState(
      result.success
        ? { kind: 'done' }
        : { kind: 'failed', message: result.messages[0] ?? M.unsubscribeInvalid },
    );
  }

  return (
    <Screen>
      <div className="flex flex-1 flex-col justify-center gap-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight">Email reminders</h1>
        {state.kind === 'asking' ? (
          <>
            <p className="text-base">
              Turn off the emails that remind you of services, checks and bookings for your car?
            </p>
            <Button onClick={() => void unsubscribe()} disabled={turnOff.busy}>
              Turn email reminders off
            </Button>
          </>
        ) : (
          <p role="status" className="text-base">
            {state.kind === 'done' ? M.unsubscribed : state.message}
          </p>
        )}
      </div>
    </Screen>
  );
}
