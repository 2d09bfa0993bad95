import { CalendarCheck, MapPin } from 'lucide-react';
import type { OfferDetail } from '@ignite/domain/marketplace/marketplace-api';
import { formatDistanceKm } from '@ignite/domain/marketplace/distance';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { AdvertiserLogo, OfferCover } from '../offer/offer-image.tsx';
import { offerKind } from '../offer/offer-kind.ts';
import { ageNote, OfferTypeLine } from '../offer/offer-notes.tsx';

/**
 * The offer page's header: its cover (eager: it is the first thing seen), the advertiser's
 * logo and name, the title and reward, and 'Nearest to you is' the nearest location's
 * distance with one decimal.
 */
export function OfferHeader({ offer }: { offer: OfferDetail }) {
  const kind = offerKind(offer);
  const note = ageNote(offer);
  const nearest = offer.locations[0]?.distance ?? null;
  return (
    <header className="flex flex-col gap-3">
      <div className="relative -mx-4 md:mx-0">
        <OfferCover src={offer.coverImages[0]} eager className="md:rounded-3xl" />
        <AdvertiserLogo
          name={offer.advertiserName}
          src={offer.advertiserLogo}
          size={64}
          className="absolute -bottom-6 left-4"
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${kind.badgeClass}`}
        >
          <Glyph icon={kind.icon} className="text-sm" />
          {kind.label}
        </span>
        {note ? (
          <span className="rounded-full bg-raised px-2.5 py-0.5 text-xs font-semibold">{note}</span>
        ) : null}
      </div>
      <p className="text-base break-words text-muted">{offer.advertiserName}</p>
      <h1 className="text-2xl leading-tight font-bold tracking-tight break-words">{offer.title}</h1>
      <p className="text-2xl font-extrabold text-accent">{offer.reward || 'Great Savings'}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <OfferTypeLine offer={offer} />
        {offer.hasBookingLink ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium">
            <Glyph icon={CalendarCheck} className="text-base" />
            Bookings Available
          </span>
        ) : null}
      </div>
      {nearest !== null ? (
        <p className="inline-flex items-center gap-2 text-base">
          <Glyph icon={MapPin} className="text-lg text-accent" />
          <span>
            Nearest to you is <strong>{formatDistanceKm(nearest)}</strong>
          </span>
        </p>
      ) : null}
    </header>
  );
}
