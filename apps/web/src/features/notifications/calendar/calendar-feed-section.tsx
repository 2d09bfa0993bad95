import { CalendarPlus, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { webcalUrl } from '@ignite/domain/notifications/calendar-api';
import { NOTIFICATIONS_MESSAGES } from '@ignite/domain/notifications/notifications-api';
import { copyText } from '@/shared/clipboard/copy-text.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button, buttonClass } from '@/shared/ui/button.tsx';
import { useCreateCalendarFeed } from './api/use-create-calendar-feed.ts';
import { useRevokeCalendarFeed } from './api/use-revoke-calendar-feed.ts';

const FAILED = 'The calendar link could not be changed. Please try again';

/**
 * Beyond the spec (decision 0040): the owner's car-care dates (monitors falling due, booked
 * services) as a calendar their phone subscribes to. The server keeps only a hash of the link,
 * so its address is shown only here, right after it is made; it is not kept in the browser
 * either (a shared device signed out would still hold it). After a reload the owner makes a
 * new one, which turns the old one off.
 */
export function CalendarFeedSection() {
  const headingId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const busy = create.busy || revoke.busy;

  async function makeLink(done: string) {
    setProblem(null);
    const result = await create.run({});
    if (!result.success) return setProblem(result.messages[0] ?? FAILED);
    setUrl(result.data.url);
    toast.success(done);
  }

  async function turnOff() {
    setProblem(null);
    const result = await revoke.run({});
    if (!result.success) return setProblem(result.messages[0] ?? FAILED);
    setUrl(null);
    toast.success('Your calendar link was turned off');
  }

  return (
    <section
      aria-labelledby={headingId}
      className="@container flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          Calendar
        </h2>
        <p className="mt-1 text-base text-muted">
          Your car’s due dates and booked services in your phone’s calendar, kept up to date.
        </p>
      </div>
      {url ? (
        <div className="flex flex-col gap-3">
          <a href={webcalUrl(url)} className={buttonClass('primary')}>
            <Glyph icon={CalendarPlus} className="text-lg" />
            Subscribe in calendar
          </a>
          <p className="text-sm text-muted">
            Or copy the link into a calendar that subscribes from a URL.
          </p>
          <p className="rounded-xl border border-field bg-raised px-3 py-2 font-mono text-sm break-all">
            {url}
          </p>
          <Button
            variant="secondary"
            onClick={() => void copyText(url, NOTIFICATIONS_MESSAGES.feedCopied)}
          >
            <Glyph icon={Copy} className="text-lg" />
            Copy link
          </Button>
          <p className="text-sm text-muted">
            Anyone with this link sees these dates, so keep it to yourself. It is shown only now: to
            see it again later, make a new link (the old one then stops working).
          </p>
        </div>
      ) : (
        <>
          <Button disabled={busy} onClick={() => void makeLink('Your calendar link is ready')}>
            Create calendar link
          </Button>
          <p className="text-sm text-muted">
            A link made before is shown only when it is made. Creating one now replaces it, and Turn
            off stops it.
          </p>
        </>
      )}
      {problem ? (
        <p role="alert" className="rounded-xl border border-danger bg-danger-surface p-3 text-sm">
          {problem}
        </p>
      ) : null}
      <div className={`grid gap-2 ${url ? '@xs:grid-cols-2' : ''}`}>
        {url ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void makeLink('A new calendar link is ready. The old one stopped working')
            }
          >
            New link
          </Button>
        ) : null}
        <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>
          Turn off
        </Button>
      </div>
    </section>
  );
}
