// The access matrix's rows for cashback: the owner's profile and wallet, the sandbox card-link
// page (its token is the credential), and the provider's feed, which only its signature opens.
// Several calls name nothing of the owner's: each caller acts on their own wallet (made on
// first use), and the owner's wallet must stay as it was.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  bankAccounts,
  cashbackTransactions,
  cashbackWallets,
  idempotencyKeys,
  ledgerEntries,
  linkedCards,
  payouts,
} from '../../src/db/cashback-schema.ts';
import { signFeed } from '../../src/modules/cashback/feed-signature.ts';
import { signPayoutEvent } from '../../src/modules/cashback/payout-event-signature.ts';
import { feedEvent } from '../cashback-test-kit.ts';
import { TEST_SECRETS } from '../test-secrets.ts';
import {
  type Matrix,
  MATRIX_APP_CONFIG,
  type MatrixRequest,
  type Persona,
  type Scope,
  NO_BEARER,
  OWN,
  PUBLIC,
} from './kit.ts';

const MATRIX_WEBHOOK_SECRET = MATRIX_APP_CONFIG.payoutProvider.webhookSecret;

/** Airwallex's two headers for the request's body, signed with `secret` now. */
function signedPayoutEvent(s: Scope, request: MatrixRequest, secret: string) {
  const timestamp = String(s.w.t.clock.now().getTime());
  return {
    'x-timestamp': timestamp,
    'x-signature': signPayoutEvent(secret, timestamp, String(request.payload)),
  };
}

/** Everything of the owner's wallet a cashback call could touch. */
async function ownersWallet(s: Scope) {
  const { db } = s.w.t;
  const [wallet] = await db
    .select()
    .from(cashbackWallets)
    .where(eq(cashbackWallets.userId, s.owner.userId));
  const walletId = wallet?.id ?? '';
  return {
    wallet,
    cards: await db
      .select()
      .from(linkedCards)
      .where(eq(linkedCards.walletId, walletId))
      .orderBy(asc(linkedCards.id)),
    transactions: await db
      .select()
      .from(cashbackTransactions)
      .where(eq(cashbackTransactions.walletId, walletId))
      .orderBy(asc(cashbackTransactions.id)),
    // The payout job moves a payout's state on its own; what was asked for stays.
    payouts: await db
      .select({ id: payouts.id, cents: payouts.amountCents, key: payouts.idempotencyKey })
      .from(payouts)
      .where(eq(payouts.walletId, walletId))
      .orderBy(asc(payouts.id)),
    ledger: await db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.walletId, walletId))
      .orderBy(asc(ledgerEntries.id)),
    keys: await db
      .select({ id: idempotencyKeys.id })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.walletId, walletId))
      .orderBy(asc(idempotencyKeys.id)),
    bankAccount: await db.select().from(bankAccounts).where(eq(bankAccounts.walletId, walletId)),
  };
}

/** The owner's cards still linked, oldest first. */
async function ownersCards(s: Scope) {
  const [wallet] = await s.w.t.db
    .select({ id: cashbackWallets.id })
    .from(cashbackWallets)
    .where(eq(cashbackWallets.userId, s.owner.userId));
  return s.w.t.db
    .select()
    .from(linkedCards)
    .where(and(eq(linkedCards.walletId, wallet?.id ?? ''), isNull(linkedCards.removedAt)))
    .orderBy(asc(linkedCards.createdAt));
}

const profileBody = (s: Scope) => ({
  appConsumerId: s.owner.appConsumerId,
  vehicleId: s.owner.vehicleId,
});

const saveAccount = (s: Scope) => ({
  method: 'PUT' as const,
  url: '/api/igniteprofile/bank-account',
  payload: {
    appConsumerId: s.owner.appConsumerId,
    bankAccount: { bsb: '062-000', accountNumber: '1234-5678' },
  },
});

/** Test cards that pass the sandbox's checks, one for each caller. */
const TEST_CARDS: Record<string, string> = {
  anonymous: '4000 0566 5566 5556',
  priya: '5555 5555 5555 4444',
  coastal: '5200 8282 8282 8210',
  olivia: '4242 4242 4242 4242',
};
const cardFor = (caller: Persona | null) =>
  TEST_CARDS[caller?.name ?? 'anonymous'] ?? TEST_CARDS.anonymous;

const signedBy = (secret: string) => (s: Scope, request: { payload?: string | object }) => ({
  'ignite-signature': signFeed(
    secret,
    String(request.payload),
    Math.floor(s.w.t.clock.now().getTime() / 1000),
  ),
});

export const cashbackRows: Matrix = {
  'POST /api/igniteprofile': {
    request: (s) => ({ method: 'POST', url: '/api/igniteprofile', payload: profileBody(s) }),
    expect: OWN,
  },
  'POST /api/igniteprofile/cashback-transactions': {
    request: (s) => ({
      method: 'POST',
      url: '/api/igniteprofile/cashback-transactions',
      // The host app's id of the car, as the sign-in answers it (not the vehicleId).
      payload: {
        appConsumerId: s.owner.appConsumerId,
        appVehicleId: s.owner.session.user.activeVehicle?.appVehicleId ?? '',
      },
    }),
    expect: OWN,
  },
  // On the caller's own linked card: the others have none.
  'POST /api/demo/cashback/purchases': {
    request: () => ({ method: 'POST', url: '/api/demo/cashback/purchases' }),
    expect: { anonymous: 'unauthenticated', otherConsumer: 409, foreignStaff: 409, owner: 'ok' },
    ownerFacts: ownersWallet,
  },
  // The card-link page's token (from the owner's profile) is the credential, as on a provider's
  // own card-linking page: whoever holds it links a card to the owner's wallet.
  'POST /api/sandbox/card-link': {
    prepare: async (s) => {
      const profile = await s.w.t.app.inject({
        method: 'POST',
        url: '/api/igniteprofile',
        headers: s.owner.auth,
        payload: profileBody(s),
      });
      const url = profile.json<{ data: { linkCardUrl: string } }>().data.linkCardUrl;
      return { token: new URL(url).searchParams.get('token') ?? '' };
    },
    request: (s, caller) => ({
      method: 'POST',
      url: '/api/sandbox/card-link',
      payload: { token: s.ids.token, cardNumber: cardFor(caller), expiry: '12/30' },
    }),
    expect: PUBLIC,
    ownerDataChangesBecause: 'the link token is the owner’s: it links a card to their wallet',
  },
  // The provider's feed: no bearer token opens it, only the feed's signature over the body.
  'POST /api/cashback/feed': {
    prepare: async (s) => ({ cardId: (await ownersCards(s))[0]?.providerCardId ?? '' }),
    request: (s) => ({
      method: 'POST',
      url: '/api/cashback/feed',
      payload: JSON.stringify(feedEvent(s.ids.cardId ?? '', {}, s.w.t.clock.now())),
    }),
    expect: NO_BEARER,
    credentials: [
      {
        name: 'a signature with another secret',
        headers: signedBy('not-the-feed-secret'),
        expect: 'unauthenticated',
      },
      {
        name: 'the provider’s signature',
        headers: signedBy(TEST_SECRETS.cashbackFeedSecret),
        expect: 'ok',
      },
    ],
  },
  // The payout provider's callbacks: no bearer token opens them, only Airwallex's signature
  // with the webhook secret. A transfer that is none of ours is acknowledged and changes
  // nothing.
  'POST /api/cashback/payouts/airwallex-events': {
    request: () => ({
      method: 'POST',
      url: '/api/cashback/payouts/airwallex-events',
      payload: JSON.stringify({
        id: 'evt_matrix',
        name: 'payout.transfer.failed',
        data: {
          object: { id: 'transfer_matrix', request_id: randomUUID(), status: 'FAILED' },
        },
      }),
    }),
    expect: NO_BEARER,
    credentials: [
      {
        name: 'Airwallex’s signature with the webhook secret',
        headers: (s, request) => signedPayoutEvent(s, request, MATRIX_WEBHOOK_SECRET),
        expect: 'ok',
      },
      {
        name: 'a signature with another secret',
        headers: (s, request) => signedPayoutEvent(s, request, 'another-webhook-secret'),
        expect: 'unauthenticated',
      },
    ],
  },
  // The caller's own wallet: the others have no bank account and no cashback (400).
  'POST /api/igniteprofile/redeem-cashback': {
    prepare: async (s) => {
      await s.w.t.app.inject({ ...saveAccount(s), headers: s.owner.auth });
      return {};
    },
    request: () => ({
      method: 'POST',
      url: '/api/igniteprofile/redeem-cashback',
      payload: { amount: 1 },
      headers: { 'idempotency-key': `matrix-${randomBytes(8).toString('hex')}` },
    }),
    expect: { anonymous: 'unauthenticated', otherConsumer: 400, foreignStaff: 400, owner: 'ok' },
    ownerFacts: ownersWallet,
  },
  'PUT /api/igniteprofile/bank-account': { request: saveAccount, expect: OWN },
  'DELETE /api/igniteprofile/remove-linked-card': {
    prepare: async (s) => ({ cardId: (await ownersCards(s)).at(-1)?.id ?? '' }),
    request: (s) => ({
      method: 'DELETE',
      url: `/api/igniteprofile/remove-linked-card?linkedCardId=${s.ids.cardId}`,
    }),
    expect: OWN,
  },
  // The caller's own account.
  'DELETE /api/igniteprofile/bank-account': {
    request: () => ({ method: 'DELETE', url: '/api/igniteprofile/bank-account' }),
    expect: { anonymous: 'unauthenticated', otherConsumer: 'ok', foreignStaff: 'ok', owner: 'ok' },
    ownerFacts: ownersWallet,
  },
};
