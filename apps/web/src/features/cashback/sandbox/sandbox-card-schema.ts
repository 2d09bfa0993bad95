import { z } from 'zod/mini';
import { SANDBOX_CARD_MESSAGES } from '@ignite/domain/cashback/cashback-feed';
import { issuerOf, parseExpiry, passesLuhn } from '@ignite/domain/cashback/linked-card';

/** The sandbox form's rules: the server's own (Luhn, a known issuer, MM/YY, 30 characters). */
export const sandboxCardSchema = z.object({
  cardNumber: z
    .string()
    .check(
      z.refine(
        (number) => issuerOf(number) !== null && passesLuhn(number),
        SANDBOX_CARD_MESSAGES.cardNumberInvalid,
      ),
    ),
  expiry: z
    .string()
    .check(z.refine((text) => parseExpiry(text) !== null, SANDBOX_CARD_MESSAGES.expiryInvalid)),
  nickname: z.string().check(z.trim(), z.maxLength(30, SANDBOX_CARD_MESSAGES.nicknameTooLong)),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

/** Amex numbers are grouped 4-6-5; the others 4-4-4-4. */
export function cardNumberMask(digits: string): string {
  return /^3[47]/.test(digits) ? '#### ###### #####' : '#### #### #### ####';
}

/** Test numbers that pass (spec: 'like a payment provider's test mode'). */
export const TEST_CARDS = [
  { issuer: 'Visa', number: '4242 4242 4242 4242' },
  { issuer: 'Mastercard', number: '5555 5555 5555 4444' },
  { issuer: 'Amex', number: '3782 822463 10005' },
] as const;
