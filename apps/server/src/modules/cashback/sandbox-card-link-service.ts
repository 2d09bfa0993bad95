// The sandbox card-link page's call: the local stand-in for a cashback provider's
// card-linking page, like a payment provider's test mode. The page is opened with the owner's
// cashback token; the number is checked (Luhn, a known issuer) and thrown away: only the
// issuer, the last four digits and the expiry are kept.
import { CASHBACK_MESSAGES, MAXIMUM_LINKED_CARDS } from '@ignite/domain/cashback/cashback-api';
import { SANDBOX_CARD_MESSAGES } from '@ignite/domain/cashback/cashback-feed';
import {
  cardExpiryState,
  cardMaskOf,
  issuerOf,
  parseExpiry,
  passesLuhn,
} from '@ignite/domain/cashback/linked-card';
import type { Clock } from '../../core/clock.ts';
import { badRequest, conflict, notFound } from '../../core/http-errors.ts';
import type { LedgerService } from './ledger-service.ts';
import type { LinkedCardRepository } from './linked-card-repository.ts';

export const SANDBOX_PROVIDER = 'Ignite sandbox';

export type SandboxCard = {
  token: string;
  cardNumber: string;
  expiry: string;
  nickname?: string | null | undefined;
};

export type SandboxCardLinkService = ReturnType<typeof createSandboxCardLinkService>;

export function createSandboxCardLinkService(deps: {
  ledger: LedgerService;
  cards: LinkedCardRepository;
  clock: Clock;
}) {
  return {
    async link({ token, cardNumber, expiry: expiryText, nickname }: SandboxCard) {
      const walletId = await deps.ledger.walletByToken(token);
      if (!walletId) throw notFound(SANDBOX_CARD_MESSAGES.unknownToken);
      const issuer = issuerOf(cardNumber);
      if (!issuer || !passesLuhn(cardNumber)) {
        throw badRequest(SANDBOX_CARD_MESSAGES.cardNumberInvalid);
      }
      const expiry = parseExpiry(expiryText);
      if (!expiry) throw badRequest(SANDBOX_CARD_MESSAGES.expiryInvalid);
      if (cardExpiryState(expiry, deps.clock()) === 'expired') {
        throw badRequest(SANDBOX_CARD_MESSAGES.expired);
      }
      if ((await deps.cards.countActive(walletId)) >= MAXIMUM_LINKED_CARDS) {
        throw conflict(CASHBACK_MESSAGES.tooManyCards);
      }
      const card = await deps.cards.link(walletId, {
        issuer,
        cardMasked: cardMaskOf(cardNumber),
        nickname: nickname?.trim() || null,
        expiryMonth: expiry.month,
        expiryYear: expiry.year,
        provider: SANDBOX_PROVIDER,
      });
      return { linkedCardId: card.id, cardMasked: card.cardMasked };
    },
  };
}
