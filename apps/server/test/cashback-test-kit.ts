// What the cashback tests share: a signed-in owner with their ids, a card linked through the
// sandbox, feed events signed as the provider signs them, and a wallet funded through them.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FeedEvent } from '@ignite/domain/cashback/cashback-feed';
import type {
  CashbackProfile,
  CashbackTransaction,
  PayoutHistoryItem,
} from '@ignite/domain/cashback/cashback-api';
import type { Session } from '@ignite/domain/session';
import { users } from '../src/db/schema.ts';
import { signFeed } from '../src/modules/cashback/feed-signature.ts';
import { signIn } from './sessions.ts';
import { call, type TestApp } from './test-app.ts';
import { TEST_SECRETS } from './test-secrets.ts';

export type Owner = {
  session: Session;
  userId: string;
  appConsumerId: string;
  vehicleId: string;
  /** The host app's id of the car, as the sign-in answers it: not the vehicleId. */
  appVehicleId: string;
  auth: { authorization: string };
};

export async function ownerOf(t: TestApp, username: string): Promise<Owner> {
  const session = await signIn(t.app, username);
  const [user] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return {
    session,
    userId: user?.id ?? '',
    appConsumerId: session.user.appConsumerId ?? '',
    vehicleId: session.user.activeVehicle?.vehicleId ?? '',
    appVehicleId: session.user.activeVehicle?.appVehicleId ?? '',
    auth: { authorization: `Bearer ${session.tokens.accessToken}` },
  };
}

export function profileOf(t: TestApp, owner: Owner) {
  return call<CashbackProfile>(t.app, {
    method: 'POST',
    url: '/api/igniteprofile',
    headers: owner.auth,
    payload: { appConsumerId: owner.appConsumerId, vehicleId: owner.vehicleId },
  });
}

/** The transaction history, as the web app asks for it: with the sign-in's appVehicleId. */
export function historyOf(t: TestApp, owner: Owner, category?: string) {
  return call<{ transactions: CashbackTransaction[]; payouts: PayoutHistoryItem[] }>(t.app, {
    method: 'POST',
    url: '/api/igniteprofile/cashback-transactions',
    headers: owner.auth,
    payload: {
      appConsumerId: owner.appConsumerId,
      appVehicleId: owner.appVehicleId,
      ...(category ? { category } : {}),
    },
  });
}

/** Links a test card through the sandbox page's call, with the token the profile links with. */
export async function linkCard(t: TestApp, owner: Owner, cardNumber = '4242 4242 4242 4242') {
  const { body } = await profileOf(t, owner);
  const token = new URL(body.data.linkCardUrl ?? '').searchParams.get('token') ?? '';
  const linked = await call<{ linkedCardId: string; cardMasked: string }>(t.app, {
    method: 'POST',
    url: '/api/sandbox/card-link',
    payload: { token, cardNumber, expiry: '12/30', nickname: 'Test card' },
  });
  if (linked.statusCode !== 200) throw new Error(`card not linked: ${linked.response.body}`);
  const profile = await profileOf(t, owner);
  const card = profile.body.data.linkedCards.find(
    (c) => c.linkedCardId === linked.body.data.linkedCardId,
  );
  if (!card) throw new Error('the linked card is not in the profile');
  return card;
}

export function feedEvent(
  cardId: string,
  data: Partial<FeedEvent['data']> = {},
  at: Date = new Date(),
): FeedEvent {
  return {
    id: `evt_${randomBytes(6).toString('hex')}`,
    type: 'transaction.updated',
    data: {
      transactionId: `txn_${randomBytes(6).toString('hex')}`,
      cardId,
      state: 'pending',
      cashbackAmountCents: 500,
      purchaseAmountCents: 10_000,
      advertiserName: 'Harbourside Fuel Co',
      category: 'Fuel',
      transactionDate: at.toISOString(),
      updatedAt: at.toISOString(),
      ...data,
    },
  };
}

/** Posts an event to the feed, signed now (by the test app's clock) unless told otherwise. */
export function postFeed(
  t: TestApp,
  event: FeedEvent | string,
  sign: { secret?: string; at?: Date; header?: string } = {},
) {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  const at = sign.at ?? t.clock.now();
  const header =
    sign.header ??
    signFeed(sign.secret ?? TEST_SECRETS.cashbackFeedSecret, raw, Math.floor(at.getTime() / 1000));
  return call<{ applied: boolean }>(t.app, {
    method: 'POST',
    url: '/api/cashback/feed',
    headers: { 'content-type': 'application/json', 'ignite-signature': header },
    payload: raw,
  });
}

/** An owner with a linked card, `cents` of settled cashback and a bank account on file. */
export async function fundedOwner(t: TestApp, username: string, cents: number) {
  const owner = await ownerOf(t, username);
  const card = await linkCard(t, owner);
  const posted = await postFeed(
    t,
    feedEvent(card.providerId, { state: 'settled', cashbackAmountCents: cents }),
  );
  if (posted.statusCode !== 200) throw new Error(`not funded: ${posted.response.body}`);
  const saved = await call(t.app, {
    method: 'PUT',
    url: '/api/igniteprofile/bank-account',
    headers: owner.auth,
    payload: {
      appConsumerId: owner.appConsumerId,
      bankAccount: { bsb: '123-456', accountNumber: '1234-5678-90' },
    },
  });
  if (saved.statusCode !== 200) throw new Error(`no bank account: ${saved.response.body}`);
  return { owner, card };
}

export function redeem(t: TestApp, owner: Owner, amount: unknown, key: string | null) {
  return call<{ payoutId: string; amount: number; newBalance: number; state: string }>(t.app, {
    method: 'POST',
    url: '/api/igniteprofile/redeem-cashback',
    headers: { ...owner.auth, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { amount },
  });
}
