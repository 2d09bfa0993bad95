// Linked cards (spec part 3 sections 2 and 5): the issuer, the digits-only mask, the expiry
// shown as MM/YY, and whether a card has expired or is expiring. The sandbox card-link page
// checks a test card's number with Luhn, as a provider's test mode does.

export const CARD_ISSUERS = ['visa', 'mastercard', 'amex'] as const;
export type CardIssuer = (typeof CARD_ISSUERS)[number];

/** How a card's issuer is written out: in a card's description and for screen readers. */
export const ISSUER_NAMES: Record<CardIssuer, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/**
 * A card is expiring in the 30 days before it stops working, long enough to link its
 * replacement first. The spec names the state without a threshold (docs/spec-notes.md).
 */
export const EXPIRING_WITHIN_DAYS = 30;

/** Luhn's check digit test, on digits only (spaces and dashes are ignored). */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The issuer from the number's prefix (and length), or null for a card no provider links. */
export function issuerOf(cardNumber: string): CardIssuer | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  const prefix4 = Number(digits.slice(0, 4));
  const isMastercard =
    digits.length === 16 && (/^5[1-5]/.test(digits) || (prefix4 >= 2221 && prefix4 <= 2720));
  return isMastercard ? 'mastercard' : null;
}

/** What a linked card keeps of its number: the last four digits, digits only. */
export function cardMaskOf(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}

export type CardExpiry = { month: number; year: number };

/** 'MM/YY' (or 'MM/YYYY') as typed; null when it is not a month and year. */
export function parseExpiry(text: string): CardExpiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** 'MM/YY', as cards print it. */
export function formatExpiry({ month, year }: CardExpiry): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

export type CardExpiryState = 'ok' | 'expiring' | 'expired';

/**
 * A card works to the end of its expiry month (UTC). Expired from the first day after that;
 * expiring in the EXPIRING_WITHIN_DAYS before it.
 */
export function cardExpiryState(expiry: CardExpiry, now: Date): CardExpiryState {
  const endsAt = Date.UTC(expiry.year, expiry.month, 1); // the first moment of the next month
  const nowMs = now.getTime();
  if (nowMs >= endsAt) return 'expired';
  if (endsAt - nowMs <= EXPIRING_WITHIN_DAYS * 24 * 60 * 60 * 1000) return 'expiring';
  return 'ok';
}
