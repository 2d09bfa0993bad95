// When to ask an owner to link a card (spec part 3 section 2: the marketplace's 'Before you get
// started' is 'shown only when the user has no linked cards'; the cashback page's promotion
// has the same purpose). An expired card earns nothing, so an owner whose every card has
// expired is asked again; a card still working, even one expiring soon, is a usable card.
import type { LinkedCard } from './cashback-api.ts';

/** Whether the owner has a linked card that still earns cashback. */
export function hasUsableLinkedCard(cards: readonly Pick<LinkedCard, 'hasExpired'>[]): boolean {
  return cards.some((card) => !card.hasExpired);
}

/** Whether to show the link-card prompt: only to an owner without a usable linked card. */
export function showsLinkCardPrompt(cards: readonly Pick<LinkedCard, 'hasExpired'>[]): boolean {
  return !hasUsableLinkedCard(cards);
}
