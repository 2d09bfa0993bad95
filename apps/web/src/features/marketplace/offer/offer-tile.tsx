import { CalendarCheck, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Offer } from '@ignite/domain/marketplace/marketplace-api';
import { formatDistanceKm } from '@ignite/domain/marketplace/distance';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { AdvertiserLogo, OfferCover } from './offer-image.tsx';
import { offerKind } from './offer-kind.ts';
import { ageNote, OfferTypeLine } from './offer-notes.tsx';
import { offerPath } from './offer-path.ts';

type Props = {
  offer: Offer;
  /** Compact for the two-column search list: smaller logo and words. */
  compact?: boolean;
  eager?: boolean;
  className?: string;
};

/**
 * Spec part 3 section 2, the offer tile: the first cover (dimmed placeholder without one),
 * the advertiser's logo and name, the title, the reward (default 'Great Savings', computed by
 * the server), the type with its icon, the notes, and the distance when it is known. The
 * whole tile is one link, named by its title.
 */
export function OfferTile({ offer, compact = false, eager = false, className = '' }: Props) {
  const kind = offerKind(offer);
  const note = ageNote(offer);
  return (
    <Link
      to={offerPath(offer.offerId)}
      draggable={false}
      // For the browser tests: the order of a list by distance, without parsing its words.
      data-offer-distance={offer.offerDistance ?? undefined}
      className={`group flex min-w-0 flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:border-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent active:scale-[0.99] ${className}`}
    >
      <div className="relative">
        <OfferCover src={offer.coverImages[0]} eager={eager} />
        <span
          className={`absolute top-2 left-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${kind.badgeClass}`}
        >
          <Glyph icon={kind.icon} className="text-sm" />
          {compact ? <span className="sr-only">{kind.label}</span> : kind.label}
        </span>
        {note ? (
          <span className="absolute top-2 right-2 rounded-full bg-black/75 px-2 py-0.5 text-xs font-semibold text-white">
            {note}
          </span>
        ) : null}
        <AdvertiserLogo
          src={offer.advertiserLogo}
          size={compact ? 36 : 48}
          className="absolute -bottom-4 left-3"
        />
      </div>
      <div
        className={`flex flex-1 flex-col gap-1 ${compact ? 'px-3 pt-6 pb-3' : 'px-4 pt-7 pb-4'}`}
      >
        <p className="truncate text-sm text-muted">{offer.advertiserName}</p>
        <h3
          className={`line-clamp-2 font-semibold break-words ${compact ? 'text-sm' : 'text-base'}`}
        >
          {offer.title}
        </h3>
        <p className={`font-bold text-accent ${compact ? 'text-base' : 'text-lg'} line-clamp-1`}>
          {offer.reward || 'Great Savings'}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-1">
          <OfferTypeLine offer={offer} />
          {offer.offerDistance !== null ? (
            <span className="inline-flex items-center gap-1 text-sm text-muted">
              <Glyph icon={MapPin} className="text-base" />
              {formatDistanceKm(offer.offerDistance)}
            </span>
          ) : null}
          {offer.hasBookingLink ? (
            <span className="inline-flex items-center gap-1 text-sm font-medium text-text">
              <Glyph icon={CalendarCheck} className="text-base" />
              Bookings Available
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
