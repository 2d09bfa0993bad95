import { CalendarCheck, MapPin } from 'lucide-react';
import type { Offer } from '@ignite/domain/marketplace/marketplace-api';
import { formatDistanceKm } from '@ignite/domain/marketplace/distance';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { OfferTypeLine } from './offer-notes.tsx';

/** 'card': a home row's; 'compact': the two-column search list's; 'row': the one-column list's. */
export type OfferTileLayout = 'card' | 'compact' | 'row';

const padding: Record<OfferTileLayout, string> = {
  card: 'px-4 pt-7 pb-4',
  compact: 'px-3 pt-6 pb-3',
  row: 'px-3 py-3',
};

/** The words of a tile: advertiser, title, reward, then type, distance and bookings. */
export function OfferTileFacts({
  offer,
  layout,
  note,
}: {
  offer: Offer;
  layout: OfferTileLayout;
  /** Small tiles show their age note here, not over their small picture. */
  note: string | null;
}) {
  const small = layout !== 'card';
  return (
    <div className={`flex min-w-0 flex-1 flex-col gap-1 ${padding[layout]}`}>
      <p className="truncate text-sm text-muted">{offer.advertiserName}</p>
      <h3 className={`line-clamp-2 font-semibold break-words ${small ? 'text-sm' : 'text-base'}`}>
        {offer.title}
      </h3>
      <p
        className={`font-bold break-words text-accent ${small ? 'line-clamp-2 text-base' : 'line-clamp-1 text-lg'}`}
      >
        {offer.reward || 'Great Savings'}
      </p>
      {note ? <p className="text-xs font-semibold text-text">{note}</p> : null}
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
  );
}
