// What kind of offer this is, in words (spec part 3 section 2, Offer tile and Offer detail):
// the tile's offer type description, the detail's explanation text and its main button.
import { PRODUCT } from '../product.ts';
import type { OfferType } from './marketplace-api.ts';

type OfferKind = { offerType: OfferType; isCardLinked: boolean };

export const BOOK_NOW_LABEL = 'Book Now';
export const GET_GIFT_CARD_LABEL = 'Get This Gift Card';
export const OPEN_LABEL = 'Open';

/**
 * 'In Store', 'Gift Card', or 'Online' for every other offer ('others': redeemed through a
 * link). Card linking does not change the words; the tile shows it with its own icon.
 */
export function offerTypeDescription(offer: OfferKind): string {
  if (offer.offerType === 'instore') return 'In Store';
  if (offer.offerType === 'giftcard') return 'Gift Card';
  return 'Online';
}

/**
 * The offer detail's explanation, one of four (spec part 3 section 2): gift card (bought in the
 * app with the main button), card-linked in-store, card-linked online, and an online offer
 * that is not card linked (claimed in the app with Open). In-store offers are always card
 * linked (section 4), so an in-store offer gets the in-store text whatever its flag says.
 */
export function offerExplanation(offer: OfferKind): string {
  if (offer.offerType === 'giftcard') {
    return `Buy this gift card right here in the app: press '${GET_GIFT_CARD_LABEL}' to get started.`;
  }
  if (offer.offerType === 'instore') {
    return `Pay with your linked card in store and the cashback is added to your ${PRODUCT.name} wallet automatically.`;
  }
  if (offer.isCardLinked) {
    return `Shop online and pay with your linked card, and the cashback is added to your ${PRODUCT.name} wallet automatically.`;
  }
  return `Claim this offer right here in the app: press '${OPEN_LABEL}' to go to the offer.`;
}

/**
 * The detail's main button, shown only when the offer has a link: 'Book Now' for a booking
 * link, 'Get This Gift Card' for a gift card, otherwise 'Open'; null means no button.
 */
export function mainButtonLabel(offer: {
  hasLink: boolean;
  hasBookingLink: boolean;
  isGiftCard: boolean;
}): string | null {
  if (!offer.hasLink) return null;
  if (offer.hasBookingLink) return BOOK_NOW_LABEL;
  if (offer.isGiftCard) return GET_GIFT_CARD_LABEL;
  return OPEN_LABEL;
}
