import { useQuery } from '@tanstack/react-query';
import { runReminders } from '@ignite/domain/contract/notifications';
import { demoOutbox } from '@ignite/domain/contract/platform';
import { endpointQuery } from '@/shared/api/client.ts';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { useSession } from '@/shared/session/session-store.ts';

const NOTHING_SENT = 'Nothing has been sent to you yet';
const remindersQueued = (sent: number) =>
  sent === 0
    ? 'No reminders are due that were not sent already'
    : `${sent} ${sent === 1 ? 'reminder was' : 'reminders were'} queued`;

/** Every 5 s: a text or an email the person is waiting for shows by itself. */
const REFRESH_MS = 5_000;

/**
 * The demo outbox: the emails sent to the signed-in user and every text, newest first, so a
 * person trying the demo can read them. Every text, as the demo has no phones: the welcome
 * flow's code goes to whatever mobile number was typed, and the page is open during that flow
 * (the guard lets it through).
 */
export function Outbox() {
  const user = useSession()?.user;
  const to = user?.email ?? '';
  const remind = useApiMutation(runReminders, { invalidates: [demoOutbox] });
  const emails = useQuery({
    ...endpointQuery(demoOutbox, { query: { to, channel: 'email' } }),
    refetchInterval: REFRESH_MS,
  });
  const texts = useQuery({
    ...endpointQuery(demoOutbox, { query: { channel: 'sms' } }),
    refetchInterval: REFRESH_MS,
  });
  if (emails.isPending || texts.isPending) return <p aria-busy="true">Loading…</p>;
  if (emails.isError || texts.isError) {
    return (
      <p role="alert" className="rounded-2xl border border-border bg-surface p-5">
        The outbox can only be read in demo mode.
      </p>
    );
  }
  const messages = [...emails.data.messages, ...texts.data.messages].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
  return (
    <section aria-labelledby="outbox-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="outbox-title" className="text-2xl font-bold tracking-tight">
          Outbox
        </h2>
        {/* The daily reminder job, at once: what would reach this owner's inbox tomorrow morning.
            Staff have no car to be reminded of. */}
        {user?.isDealerMode ? null : (
          <Button
            variant="secondary"
            disabled={remind.busy}
            onClick={async () => {
              const result = await remind.run({});
              if (result.success) toast.success(remindersQueued(result.data.sent));
            }}
          >
            Send due reminders now
          </Button>
        )}
      </div>
      {messages.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-5 text-muted">{NOTHING_SENT}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-2xl border border-border bg-surface p-4">
              <p className="text-sm text-muted">
                {`${message.channel === 'email' ? 'Email' : 'Text'} to ${message.to} · ${new Date(message.createdAt).toLocaleString('en-AU')} · ${message.state}`}
              </p>
              {message.subject ? <p className="mt-1 font-semibold">{message.subject}</p> : null}
              {message.html ? (
                // The email as a mail client draws it, sandboxed: no scripts, no access to the app.
                <iframe
                  title={`Email: ${message.subject ?? 'no subject'}`}
                  sandbox=""
                  srcDoc={message.html}
                  className="mt-2 h-[28rem] w-full rounded-xl border border-border bg-white"
                />
              ) : (
                <p className="mt-2 text-sm wrap-anywhere whitespace-pre-line">{message.body}</p>
              )}
              {message.attachments.length > 0 ? (
                <p className="mt-2 text-sm text-muted">{`Attached: ${message.attachments.join(', ')}`}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
