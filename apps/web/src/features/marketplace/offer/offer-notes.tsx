import { CreditCard, Smartphone, Store } from 'lucide-react';
import type { Offer } from '@ignite/domain/marketplace/marketplace-api';
import { Glyph } from '@/shared/icons/glyph.tsx';

/** Spec part 3 section 2: the tile's note on the offer's age, if any. */
export function ageNote(offer: Pick<Offer, 'isRecentlyAdded' | 'isEndingSoon'>): string | null {
  if (offer.isEndingSoon) return 'offer ends soon';
  if (offer.isRecentlyAdded) return 'Recently added';
  return null;
}

/** The offer type with its icon: a card for card-linked offers, a phone for in-app ones. */
export function OfferTypeLine({
  offer,
}: {
  offer: Pick<Offer, 'isCardLinked' | 'offerType' | 'offerTypeDescription'>;
}) {
  const icon = offer.isCardLinked ? CreditCard : offer.offerType === 'instore' ? Store : Smartphone;
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5 text-sm text-muted">
      <Glyph icon={icon} className="text-base" />
      <span className="truncate">
        {offer.offerTypeDescription}
        {offer.isCardLinked ? <span className="sr-only">, card linked</span> : null}
      </span>
    </span>
  );
}
