import { useId, useRef } from 'react';
import type { Offer } from '@ignite/domain/marketplace/marketplace-api';
import { useNearViewport } from '@/shared/ui/use-near-viewport.ts';
import { OfferTile } from '../offer/offer-tile.tsx';
import { SectionHeading } from './section-heading.tsx';

type Props = {
  title: string;
  subtitle?: string;
  offers: readonly Offer[];
  totalCount: number;
  onSeeAll: () => void;
};

/**
 * A horizontal home section (spec part 3 section 2): cards at 70 percent of the width, so the
 * next one peeks and says 'swipe', snapping card by card; 'See All' when there are more than
 * shown. A section with nothing to show is left out rather than shown empty. The cards wait
 * until the section nears the screen.
 */
export function OfferRow({ title, subtitle, offers, totalCount, onSeeAll }: Props) {
  const headingId = useId();
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNearViewport(placeholder);
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <SectionHeading
        id={headingId}
        title={title}
        subtitle={subtitle}
        action={
          totalCount > offers.length ? (
            <button
              type="button"
              onClick={onSeeAll}
              aria-label={`See All ${title}`}
              className="min-h-11 shrink-0 rounded-full px-2 text-sm font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
            >
              See All
            </button>
          ) : null
        }
      />
      {near ? (
        <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:-mx-8 md:scroll-px-8 md:px-8">
          {offers.map((offer) => (
            <li key={offer.offerId} className="flex w-[70%] max-w-80 shrink-0 snap-start">
              <OfferTile offer={offer} className="w-full" />
            </li>
          ))}
        </ul>
      ) : (
        // Ten cards are costly to draw on a phone: below the first screen they wait until the
        // reader scrolls near, in a space of a card's size so nothing below them moves.
        <div ref={placeholder} aria-hidden="true" className="flex pb-2">
          <div className="w-[70%] max-w-80 shrink-0 rounded-2xl border border-border bg-surface">
            <div className="aspect-video" />
            <div className="h-36" />
          </div>
        </div>
      )}
    </section>
  );
}
