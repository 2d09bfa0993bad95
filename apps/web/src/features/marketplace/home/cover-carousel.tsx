import { useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Offer } from '@ignite/domain/marketplace/marketplace-api';
import { OfferCover } from '../offer/offer-image.tsx';
import { offerPath } from '../offer/offer-path.ts';
import { SectionHeading } from './section-heading.tsx';
import { useCarousel } from './use-carousel.ts';

/**
 * Spec part 3 section 2, home section 2: a looping carousel of cover images with dots; a
 * click opens the offer. Each slide names its offer over a shade, so the picture never has
 * to carry the words.
 */
export function CoverCarousel({ offers }: { offers: readonly Offer[] }) {
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const { index, goTo } = useCarousel(track, offers.length);
  if (offers.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className="flex flex-col gap-3"
    >
      <SectionHeading
        id={headingId}
        title="Offers you won't want to miss"
        subtitle="The most popular offers in the community"
      />
      <ul
        ref={track}
        className="flex w-full max-w-3xl snap-x snap-mandatory overflow-x-auto rounded-3xl [scrollbar-width:none]"
      >
        {offers.map((offer, position) => (
          <li
            key={offer.offerId}
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${offers.length}`}
            className="w-full shrink-0 snap-start"
          >
            <Link
              to={offerPath(offer.offerId)}
              draggable={false}
              className="relative block overflow-hidden rounded-3xl focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-accent"
            >
              <OfferCover
                src={offer.featureCoverImageUrl ?? offer.coverImages[0]}
                eager={position === 0}
              />
              <span className="absolute inset-x-0 bottom-0 flex flex-col bg-gradient-to-t from-black/85 via-black/55 to-transparent px-4 pt-10 pb-4 text-white">
                <span className="truncate text-sm opacity-90">{offer.advertiserName}</span>
                <span className="line-clamp-2 text-lg leading-snug font-bold">{offer.title}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {offers.length > 1 ? (
        <div className="flex w-full max-w-3xl justify-center gap-1">
          {offers.map((offer, position) => (
            <button
              key={offer.offerId}
              type="button"
              aria-label={`Show offer ${position + 1} of ${offers.length}`}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => goTo(position)}
              className="grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all ${position === index ? 'w-5 bg-accent' : 'w-2 bg-muted/50'}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
