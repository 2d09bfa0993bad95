import { Link } from 'react-router';
import { X } from 'lucide-react';
import { dismissConciergeMessage } from '@ignite/domain/contract/care-plan';
import { myGarage } from '@ignite/domain/contract/garage';
import type { ConciergeMessage } from '@ignite/domain/garage/care-plan-schema';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';

function ShowMe({ href }: { href: string }) {
  const className = 'text-sm font-semibold text-accent underline underline-offset-4';
  // An address in the app opens in place; any other (already cleaned to https) in a new tab.
  return href.startsWith('/') && !href.startsWith('//') ? (
    <Link to={href} className={className}>
      Show me
    </Link>
  ) : (
    <a href={href} target="_blank" rel="noreferrer" className={className}>
      Show me<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** The dealership's messages; each dismissal is kept on the server. */
export function ConciergeMessages({ messages }: { messages: readonly ConciergeMessage[] }) {
  const dismiss = useApiMutation(dismissConciergeMessage, { invalidates: [myGarage] });
  if (messages.length === 0) return null;
  return (
    <section aria-labelledby="dealer-messages" className="flex flex-col gap-3">
      <h2 id="dealer-messages" className="text-lg font-semibold">
        Messages from your dealership
      </h2>
      <ul className="flex flex-col gap-2">
        {messages.map((message) => (
          <li
            key={message.conciergeMessageId}
            className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4"
          >
            <div className="min-w-0 flex-1">
              <div
                className="text-base break-words [&_a]:text-accent [&_a]:underline [&_p+p]:mt-2"
                // Cleaned on the server to text markup only (decision 0021).
                dangerouslySetInnerHTML={{ __html: message.content }}
              />
              {message.hasLink && message.linkUrl ? (
                <div className="mt-2">
                  <ShowMe href={message.linkUrl} />
                </div>
              ) : null}
            </div>
            {message.dismissable ? (
              <button
                type="button"
                aria-label="Dismiss message"
                disabled={dismiss.busy}
                onClick={() =>
                  void dismiss.run({ params: { conciergeMessageId: message.conciergeMessageId } })
                }
                className="grid size-11 shrink-0 place-items-center rounded-xl text-muted hover:bg-raised hover:text-text"
              >
                <Glyph icon={X} className="text-xl" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
