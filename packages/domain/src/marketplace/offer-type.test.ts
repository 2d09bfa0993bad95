import { describe, expect, it } from 'vitest';
import { PRODUCT } from '../product.ts';
import type { OfferType } from './marketplace-api.ts';
import { mainButtonLabel, offerExplanation, offerTypeDescription } from './offer-type.ts';

describe('offerTypeDescription', () => {
  it.each<[OfferType, boolean, string]>([
    ['instore', true, 'In Store'],
    ['instore', false, 'In Store'],
    ['giftcard', false, 'Gift Card'],
    ['giftcard', true, 'Gift Card'],
    ['others', true, 'Online'],
    ['others', false, 'Online'],
  ])('%s (card linked %s) -> %s', (offerType, isCardLinked, description) => {
    expect(offerTypeDescription({ offerType, isCardLinked })).toBe(description);
  });
});

describe('offerExplanation', () => {
  const cardLinkedOnline = offerExplanation({ offerType: 'others', isCardLinked: true });
  const cardLinkedInStore = offerExplanation({ offerType: 'instore', isCardLinked: true });
  const giftCard = offerExplanation({ offerType: 'giftcard', isCardLinked: false });
  const inAppOnline = offerExplanation({ offerType: 'others', isCardLinked: false });

  it('has four different texts', () => {
    expect(new Set([cardLinkedOnline, cardLinkedInStore, giftCard, inAppOnline]).size).toBe(4);
  });

  it('card-linked in-store: pay with the linked card, cashback to the product wallet', () => {
    expect(cardLinkedInStore).toBe(
      `Pay with your linked card in store and the cashback is added to your ${PRODUCT.name} wallet automatically.`,
    );
  });

  it('card-linked online: shop online with the linked card', () => {
    expect(cardLinkedOnline).toMatch(/^Shop online .*linked card/);
    expect(cardLinkedOnline).toContain(`your ${PRODUCT.name} wallet`);
  });

  it('gift card: bought in the app with the main button', () => {
    expect(giftCard).toContain('in the app');
    expect(giftCard).toContain("'Get This Gift Card'");
    expect(offerExplanation({ offerType: 'giftcard', isCardLinked: true })).toBe(giftCard);
  });

  it('online without a linked card: in the app, press Open', () => {
    expect(inAppOnline).toContain('in the app');
    expect(inAppOnline).toContain("press 'Open'");
    expect(inAppOnline).not.toContain('linked card');
  });

  it('an in-store offer is card linked whatever its flag says', () => {
    expect(offerExplanation({ offerType: 'instore', isCardLinked: false })).toBe(cardLinkedInStore);
  });

  it('names the product, not a literal', () => {
    expect(cardLinkedInStore).toContain(PRODUCT.name);
    expect(cardLinkedOnline).toContain(PRODUCT.name);
  });
});

describe('mainButtonLabel', () => {
  it.each([
    [{ hasLink: true, hasBookingLink: true, isGiftCard: false }, 'Book Now'],
    [{ hasLink: true, hasBookingLink: true, isGiftCard: true }, 'Book Now'],
    [{ hasLink: true, hasBookingLink: false, isGiftCard: true }, 'Get This Gift Card'],
    [{ hasLink: true, hasBookingLink: false, isGiftCard: false }, 'Open'],
    [{ hasLink: false, hasBookingLink: true, isGiftCard: false }, null],
    [{ hasLink: false, hasBookingLink: false, isGiftCard: true }, null],
    [{ hasLink: false, hasBookingLink: false, isGiftCard: false }, null],
  ])('%j -> %j', (offer, label) => {
    expect(mainButtonLabel(offer)).toBe(label);
  });
});
