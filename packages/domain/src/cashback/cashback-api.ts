// The cashback profile's calls (spec part 3 section 7): the profile, its transactions, the bank
// account, card removal and the payout, plus the provider's side (the sandbox card-link page
// and the signed transaction feed). Money crosses in dollars with two decimals; the server
// keeps cents.
import { z } from 'zod/mini';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { ACCOUNT_NUMBER_PATTERN, BANK_ACCOUNT_MESSAGES, BSB_PATTERN } from './bank-account.ts';
import { CARD_ISSUERS } from './linked-card.ts';
import { hasAtMostTwoDecimals } from './money.ts';
import { PAYOUT_STATE_NAMES, PAYOUT_STATES } from './payout-state.ts';
import { PAYOUT_MESSAGES } from './redemption.ts';

export const CASHBACK_MESSAGES = {
  /** Spec part 3 section 8: the bank account could not be saved or removed. */
  bankAccountFailed: 'An error has occurred, please try again.',
  /** Spec part 3 section 8: the card removal failed; the card stays. */
  cardNotRemoved:
    'Unfortunately there was a problem and the card could not be removed. Please try again later.',
  /** Spec part 3 section 8: a payout failed without a message from the server. */
  payoutUnknown: 'An unknown error occurred. Please try again',
  payoutIssued: 'Thank you, the transfer request has been issued.',
  payoutNote: 'Funds can take 2-3 working days to appear in your account.',
  /** Spec part 3 section 8: the empty states of the pending list and the linked cards. */
  noPendingTransactions: 'You have no pending transactions',
  noLinkedCards: 'No cards have been linked',
  /** The server refuses a payout with nowhere to send it. */
  noBankAccount: 'Add your bank account details before withdrawing your cashback',
  belowMinimum: 'Your available cashback has not reached the $30.00 minimum yet',
  /** Answered after the header's name: 'idempotency-key: A key of 8 to 255 ...'. */
  idempotencyKeyRequired:
    'A key of 8 to 255 letters, digits, dashes or underscores is required, new for each payout',
  idempotencyKeyReused:
    'This Idempotency-Key was already used with a different request. Use a new key for a new payout',
  idempotencyKeyInFlight:
    'A payout with this Idempotency-Key is still being processed. Try again in a moment',
  cardNotFound: 'That card is not linked to your account',
  tooManyCards: 'You can link up to 10 cards. Remove one before linking another',
  consumerMismatch: 'That consumer is not you',
  /** No payout provider is configured outside demo mode: nothing leaves the wallet. */
  noPayoutProvider: 'Withdrawals are not available yet: this app has no payout provider set up.',
  /** Neither a card-link provider (CARD_LINK_URL) nor demo mode's sandbox page is there. */
  noCardLinking: 'Linking a card is not available yet: this app has no card-link provider set up.',
} as const;

/** Cards linked at once per owner: enough for a household, few enough to stop abuse. */
export const MAXIMUM_LINKED_CARDS = 10;

const appConsumerIdField = idField('appConsumerId must be a UUID');
const vehicleIdField = idField('vehicleId must be a UUID');

export const cashbackProfileRequestSchema = requestBody(
  { appConsumerId: appConsumerIdField, vehicleId: vehicleIdField },
  'A JSON body with appConsumerId and vehicleId is required',
);

/** A category of purchases ('Fuel'); letters and spaces, as the route's :transactionType. */
const categoryField = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[A-Za-z][A-Za-z &-]{0,39}$/, 'category must be a word of up to 40 letters'),
  );

export const cashbackTransactionsRequestSchema = requestBody(
  {
    appConsumerId: appConsumerIdField,
    appVehicleId: idField('appVehicleId must be a UUID'),
    category: z.nullish(categoryField),
  },
  'A JSON body with appConsumerId and appVehicleId is required',
);

const bsbField = z
  .string({ error: BANK_ACCOUNT_MESSAGES.bsbRequired })
  .check(
    z.minLength(1, BANK_ACCOUNT_MESSAGES.bsbRequired),
    z.regex(BSB_PATTERN, BANK_ACCOUNT_MESSAGES.bsbInvalid),
  );
const accountNumberField = z
  .string({ error: BANK_ACCOUNT_MESSAGES.accountNumberRequired })
  .check(
    z.minLength(1, BANK_ACCOUNT_MESSAGES.accountNumberRequired),
    z.regex(ACCOUNT_NUMBER_PATTERN, BANK_ACCOUNT_MESSAGES.accountNumberInvalid),
  );

export const bankAccountSchema = requestBody(
  { bsb: bsbField, accountNumber: accountNumberField },
  'bankAccount must hold bsb and accountNumber',
);
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const saveBankAccountRequestSchema = requestBody(
  { appConsumerId: appConsumerIdField, bankAccount: bankAccountSchema },
  'A JSON body with appConsumerId and bankAccount is required',
);

export const removeLinkedCardQuerySchema = z.strictObject({
  linkedCardId: idField('linkedCardId must be a UUID'),
});

/** Dollars with at most two decimals, above 0; the upper bound is the available amount. */
export const redeemCashbackRequestSchema = requestBody(
  {
    amount: z.number({ error: PAYOUT_MESSAGES.notPositive }).check(
      z.gt(0, PAYOUT_MESSAGES.notPositive),
      z.lte(1_000_000, PAYOUT_MESSAGES.notPositive),
      // Exact, never rounded: 10.999999999 is refused, not paid as $11.00.
      z.refine(hasAtMostTwoDecimals, { message: PAYOUT_MESSAGES.tooManyDecimals }),
    ),
  },
  'A JSON body with amount is required',
);

/** Stripe's rule: a client-chosen key per payout, kept at least 24 hours. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,255}$/;
export const redeemCashbackHeadersSchema = z.object({
  'idempotency-key': z
    .string({ error: CASHBACK_MESSAGES.idempotencyKeyRequired })
    .check(z.regex(IDEMPOTENCY_KEY_PATTERN, CASHBACK_MESSAGES.idempotencyKeyRequired)),
});

export const linkedCardSchema = z.object({
  linkedCardId: z.string(),
  description: z.string(),
  /** The last four digits, digits only. */
  cardMasked: z.string(),
  cardNickName: z.nullable(z.string()),
  issuer: z.enum(CARD_ISSUERS),
  isDefault: z.boolean(),
  /** 'MM/YY'. */
  expiry: z.string(),
  provider: z.string(),
  providerId: z.string(),
  hasExpired: z.boolean(),
  isExpiring: z.boolean(),
});
export type LinkedCard = z.infer<typeof linkedCardSchema>;

export const cashbackTransactionSchema = z.object({
  transactionId: z.string(),
  advertiserName: z.string(),
  campaignName: z.nullable(z.string()),
  category: z.nullable(z.string()),
  title: z.string(),
  description: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  state: z.int().check(z.gte(0), z.lte(3)),
  stateName: z.enum(['Clear', 'Pending', 'Settled', 'Reversed']),
  /** ISO 8601, UTC. */
  transactionDate: z.string(),
  cashbackAmount: z.number(),
  purchaseAmount: z.number(),
});
export type CashbackTransaction = z.infer<typeof cashbackTransactionSchema>;

export const cashbackProfileSchema = z.object({
  availableAmount: z.number(),
  pendingAmount: z.number(),
  lifetimeAmount: z.number(),
  minimumIgniteBeforeRedemption: z.number(),
  hasCashbackThatCanBeRedeemed: z.boolean(),
  hasLinkedCards: z.boolean(),
  linkedCards: z.array(linkedCardSchema),
  hasBankAccountDetails: z.boolean(),
  /** Partly masked: '***-456' and '****-**78-90'. */
  bankAccount: z.nullable(z.object({ bsb: z.string(), accountNumber: z.string() })),
  pendingTransactions: z.array(cashbackTransactionSchema),
  /**
   * Where Link card sends the owner: the provider's page with their token and a redirect;
   * null when no card-link provider is set up (CASHBACK_MESSAGES.noCardLinking says so).
   */
  linkCardUrl: z.nullable(z.string()),
  /**
   * What the owner owes after a purchase was reversed once its cashback had been paid out
   * (availableAmount is then 0), and the same in words; 0 and null when nothing is owed.
   */
  owedAmount: z.number(),
  owedMessage: z.nullable(z.string()),
  /** Whether the car has a home dealership: the spec's generic and dealership copy. */
  isGeneric: z.boolean(),
});
export type CashbackProfile = z.infer<typeof cashbackProfileSchema>;

/** A withdrawal to the owner's bank, as the transaction history lists it. */
export const payoutHistoryItemSchema = z.object({
  payoutId: z.string(),
  /**
   * The bank transfer's reference once the payout provider has given one; until then the
   * payout's own id, which is what the provider is sent as the transfer's request id.
   */
  reference: z.string(),
  amount: z.number(),
  state: z.enum(PAYOUT_STATES),
  /** 'Requested', 'Sent', 'Paid' or 'Returned' (failed: the money is back in the wallet). */
  stateName: z.enum([
    PAYOUT_STATE_NAMES.requested,
    PAYOUT_STATE_NAMES.sent,
    PAYOUT_STATE_NAMES.completed,
    PAYOUT_STATE_NAMES.failed,
  ]),
  /** ISO 8601, UTC. */
  requestedAt: z.string(),
  /** When it was paid or returned; null while it is on its way. */
  completedAt: z.nullable(z.string()),
});
export type PayoutHistoryItem = z.infer<typeof payoutHistoryItemSchema>;

export const cashbackTransactionsSchema = z.object({
  transactions: z.array(cashbackTransactionSchema),
  /** The owner's withdrawals, newest first; none when a category is asked for. */
  payouts: z.array(payoutHistoryItemSchema),
});

export const maskedBankAccountSchema = z.object({ bsb: z.string(), accountNumber: z.string() });

/** A payout's states, in the order it moves through them (payout-state.ts). */
export { PAYOUT_STATES };

export const payoutAnswerSchema = z.object({
  payoutId: z.string(),
  amount: z.number(),
  newBalance: z.number(),
  state: z.enum(PAYOUT_STATES),
});
export type PayoutAnswer = z.infer<typeof payoutAnswerSchema>;

export const cashbackProfileResultSchema = resultSchema(cashbackProfileSchema);
export const cashbackTransactionsResultSchema = resultSchema(cashbackTransactionsSchema);
export const maskedBankAccountResultSchema = resultSchema(maskedBankAccountSchema);
export const payoutResultSchema = resultSchema(payoutAnswerSchema);

/** The demo's replay of purchases on the caller's linked card: how many it sent. */
export const demoPurchasesResultSchema = resultSchema(z.object({ purchases: z.int() }));
