import { useId, useRef, useState } from 'react';
import { CreditCard, TriangleAlert } from 'lucide-react';
import {
  CASHBACK_MESSAGES,
  type CashbackProfile,
  type LinkedCard,
} from '@ignite/domain/cashback/cashback-api';
import { cashbackProfile, removeLinkedCard } from '@ignite/domain/contract/cashback';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { toast } from '@/shared/toast/toast-store.ts';
import { DemoSampleNote } from '@/entities/cashback/demo-sample-note.tsx';
import { CardArt } from './card-art.tsx';
import { RemoveCardDialog } from './remove-card-dialog.tsx';
import { AlertBanner } from '@/shared/ui/alert-banner.tsx';

type Removal = { card: LinkedCard; thenLink: boolean };

function CardItem({
  card,
  index,
  onRemove,
}: {
  card: LinkedCard;
  index: number;
  /** Null for the demo sample's cards, which cannot be removed. */
  onRemove: ((removal: Removal) => void) | null;
}) {
  const needsReplacing = card.hasExpired || card.isExpiring;
  return (
    <li className="flex w-[82%] max-w-80 shrink-0 snap-start flex-col gap-2">
      <CardArt card={card} index={index} />
      {card.isExpiring ? (
        <p className="flex items-start gap-2 text-sm text-warning">
          <Glyph icon={TriangleAlert} className="mt-0.5 text-base" />
          This card expires soon. Link its replacement to keep earning cashback.
        </p>
      ) : null}
      {onRemove === null ? null : needsReplacing ? (
        <button
          type="button"
          onClick={() => onRemove({ card, thenLink: true })}
          className="inline-flex min-h-12 w-full items-center justify-center rounded-xl border border-border bg-raised px-3 text-sm font-semibold text-text hover:border-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          Remove &amp; link new card
        </button>
      ) : (
        <button
          type="button"
          onClick={() => onRemove({ card, thenLink: false })}
          className="inline-flex min-h-11 items-center self-start text-sm font-semibold text-muted underline-offset-4 hover:text-text hover:underline"
        >
          Remove card
        </button>
      )}
    </li>
  );
}

/**
 * Spec part 3 sections 2, 5 and 8: the linked cards as a carousel, the empty state, Link card,
 * and removal after a confirmation. A failed removal says so and the card stays: the list is
 * only ever the server's.
 */
export function LinkedCards({
  profile,
  linkHref,
  isDemoSample,
}: {
  profile: CashbackProfile;
  /** Null when the app has no card-link provider (the promotion says so). */
  linkHref: string | null;
  /** The cards are demo mode's sample: shown, never removed. */
  isDemoSample: boolean;
}) {
  const headingId = useId();
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [failed, setFailed] = useState(false);
  const remove = useApiMutation(removeLinkedCard, { invalidates: [cashbackProfile] });
  // A double tap's second tap arrives before `busy` disables the button: this stops it.
  const inFlight = useRef(false);

  async function confirmRemoval() {
    if (!removal || inFlight.current) return;
    inFlight.current = true;
    setFailed(false);
    const result = await remove
      .run({ query: { linkedCardId: removal.card.linkedCardId } })
      .finally(() => {
        inFlight.current = false;
      });
    setRemoval(null);
    if (!result.success) {
      setFailed(true);
      return;
    }
    if (removal.thenLink && linkHref) window.location.assign(linkHref);
    else toast.success('The card was removed');
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold">
          Linked cards
        </h2>
        {linkHref ? (
          <a
            href={linkHref}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            <Glyph icon={CreditCard} className="text-lg" />
            Link card
          </a>
        ) : null}
      </div>
      {failed ? <AlertBanner>{CASHBACK_MESSAGES.cardNotRemoved}</AlertBanner> : null}
      {isDemoSample ? <DemoSampleNote /> : null}
      {profile.linkedCards.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-field p-5 text-center">
          <p className="font-semibold">{CASHBACK_MESSAGES.noLinkedCards}</p>
          <p className="mt-1 text-sm text-muted">
            You need to link at least one card to receive cashback rewards
          </p>
        </div>
      ) : (
        // Focusable, so the carousel scrolls from the keyboard even when no card in it has a
        // button (the demo sample's have none).
        <ul
          aria-label="Your linked cards"
          tabIndex={0}
          className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent md:mx-0 md:scroll-px-0 md:px-0"
        >
          {profile.linkedCards.map((card, index) => (
            <CardItem
              key={card.linkedCardId}
              card={card}
              index={index}
              onRemove={
                isDemoSample
                  ? null
                  : (next) => {
                      setFailed(false);
                      setRemoval(next);
                    }
              }
            />
          ))}
        </ul>
      )}
      {removal ? (
        <RemoveCardDialog
          card={removal.card}
          thenLink={removal.thenLink}
          busy={remove.busy}
          onYes={() => void confirmRemoval()}
          onNo={() => setRemoval(null)}
        />
      ) : null}
    </section>
  );
}
