import { CarFront, Gift, Sparkles, type LucideIcon } from 'lucide-react';
import type { Offer } from '@ignite/domain/marketplace/marketplace-api';

export type OfferKind = { label: string; icon: LucideIcon; badgeClass: string };

// Spec part 3 section 2: tiles are coloured by automotive, lifestyle or gift card. White on
// each of these keeps at least 4.5:1, in dark and light themes alike.
const GIFT_CARD: OfferKind = {
  label: 'Gift Card',
  icon: Gift,
  badgeClass: 'bg-violet-700 text-white',
};
const AUTOMOTIVE: OfferKind = {
  label: 'Automotive',
  icon: CarFront,
  badgeClass: 'bg-blue-700 text-white',
};
const LIFESTYLE: OfferKind = {
  label: 'Lifestyle',
  icon: Sparkles,
  badgeClass: 'bg-rose-700 text-white',
};

/** A gift card is a gift card first, whatever its category's group. */
export function offerKind(offer: Pick<Offer, 'isGiftCard' | 'isAutomotive'>): OfferKind {
  if (offer.isGiftCard) return GIFT_CARD;
  return offer.isAutomotive ? AUTOMOTIVE : LIFESTYLE;
}
