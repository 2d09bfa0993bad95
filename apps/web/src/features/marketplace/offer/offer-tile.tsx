import { Link } from 'react-router';
import type { Offer } from '@ignite/domain/marketplace/marketplace-api';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { AdvertiserLogo, OfferCover } from './offer-image.tsx';
import { offerKind } from './offer-kind.ts';
import { ageNote } from './offer-notes.tsx';
import { offerPath } from './offer-path.ts';
import { OfferTileFacts, type OfferTileLayout } from './offer-tile-facts.tsx';

type Props = { offer: Offer; layout?: OfferTileLayout; eager?: boolean; className?: string };

const linkClass =
  'group flex min-w-0 overflow-hidden rounded-2xl border border-border bg-surface shadow-sm transition hover:border-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent active:scale-[0.99]';

/**
 * Spec part 3 section 2, the offer tile: the first cover (dimmed placeholder without one),
 * the advertiser's logo and name, the title, the reward (default 'Great Savings', computed by
 * the server), the type with its icon, the notes, and the distance when it is known. The
 * whole tile is one link. A one-column list shows it as a row (picture beside the words), so
 * a phone's screen holds several rather than one.
 */
export function OfferTile({ offer, layout = 'card', eager = false, className = '' }: Props) {
  const kind = offerKind(offer);
  const note = ageNote(offer);
  const row = layout === 'row';
  const compact = layout !== 'card';
  return (
    <Link
      to={offerPath(offer.offerId)}
      draggable={false}
      // For the browser tests: the order of a list by distance, without parsing its words.
      data-offer-distance={offer.offerDistance ?? undefined}
      className={`${linkClass} ${row ? 'flex-row' : 'flex-col'} ${className}`}
    >
      <div className={`relative ${row ? 'w-32 shrink-0 self-start sm:w-44' : ''}`}>
        <OfferCover
          src={offer.coverImages[0]}
          eager={eager}
          aspect={row ? 'aspect-square' : 'aspect-video'}
        />
        <span
          className={`absolute top-2 left-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${kind.badgeClass}`}
        >
          <Glyph icon={kind.icon} className="text-sm" />
          {compact ? <span className="sr-only">{kind.label}</span> : kind.label}
        </span>
        {note && !compact ? (
          <span className="absolute top-2 right-2 rounded-full bg-black/75 px-2 py-0.5 text-xs font-semibold text-white">
            {note}
          </span>
        ) : null}
        <AdvertiserLogo
          name={offer.advertiserName}
          src={offer.advertiserLogo}
          size={compact ? 36 : 48}
          className={row ? 'absolute bottom-2 left-2' : 'absolute -bottom-4 left-3'}
        />
      </div>
      <OfferTileFacts offer={offer} layout={layout} note={compact ? note : null} />
    </Link>
  );
}
