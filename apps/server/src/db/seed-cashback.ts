// The demo owner's cashback (DESIGN.md demo personas; issue 14): three linked cards, one of
// each expiry state; a bank account, sealed like any other; settled purchases worth $80.16
// of lifetime cashback, a completed payout of $28.66 that leaves $51.50 available, two
// purchases still pending and one reversed. The ledger's entries are made by the same
// domain rules the feed uses, so the seed balances as real data does.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CashbackState, entriesForChange, payoutEntry } from '@ignite/domain/cashback/ledger';
import type { CardIssuer } from '@ignite/domain/cashback/linked-card';
import { DAY_MS } from '@ignite/domain/garage/day';
import { sealBankAccount } from '../core/bank-details-cipher.ts';
import type { Database } from './client.ts';
import {
  bankAccounts,
  cashbackTransactions,
  cashbackWallets,
  ledgerEntries,
  linkedCards,
  payouts,
} from './cashback-schema.ts';
import { advertisers, offerCategories, offers } from './marketplace-schema.ts';
import { users } from './schema.ts';

export const DEMO_CASHBACK_OWNER = 'owner@demo.ignite';
export const DEMO_BANK_ACCOUNT = { bsb: '082-356', accountNumber: '4417-2093-18' };

/** [cashback cents, purchase cents, days ago, state]; fuel first. */
const PURCHASES: readonly [number, number, number, CashbackState][] = [
  [1250, 25000, 84, CashbackState.Settled],
  [896, 17920, 71, CashbackState.Settled],
  [2340, 46800, 58, CashbackState.Settled],
  [1530, 30600, 44, CashbackState.Settled],
  [975, 19500, 36, CashbackState.Settled],
  [1025, 20500, 29, CashbackState.Settled],
  [320, 6400, 21, CashbackState.Reversed],
  [435, 8700, 6, CashbackState.Pending],
  [210, 4200, 2, CashbackState.Pending],
];
const PAID_OUT_CENTS = 2866;

/** Card-linked advertisers of the seeded marketplace, fuel first, each with its category. */
async function seededAdvertisers(tx: Database) {
  const parent = alias(offerCategories, 'parent_category');
  const category = sql<string>`coalesce(${parent.name}, ${offerCategories.name})`;
  return tx
    .select({ name: advertisers.name, category })
    .from(offers)
    .innerJoin(advertisers, eq(advertisers.id, offers.advertiserId))
    .innerJoin(offerCategories, eq(offerCategories.id, offers.categoryId))
    .leftJoin(parent, eq(parent.id, offerCategories.parentId))
    .where(eq(offers.isCardLinked, true))
    .groupBy(advertisers.name, category)
    .orderBy(sql`(${category} = 'Fuel') desc`, advertisers.name)
    .limit(PURCHASES.length);
}

export async function seedCashback(
  tx: Database,
  { now, bankDetailsKey }: { now: Date; bankDetailsKey: Buffer },
): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_CASHBACK_OWNER));
  if (!owner) return;
  const [wallet] = await tx
    .insert(cashbackWallets)
    .values({ userId: owner.id, cashbackToken: randomBytes(24).toString('base64url') })
    .returning({ id: cashbackWallets.id });
  if (!wallet) return;
  const walletId = wallet.id;

  const month = (offsetDays: number) => {
    const date = new Date(now.getTime() + offsetDays * DAY_MS);
    return { expiryMonth: date.getUTCMonth() + 1, expiryYear: date.getUTCFullYear() };
  };
  const demoCards: {
    issuer: CardIssuer;
    cardMasked: string;
    nickname: string | null;
    days: number;
  }[] = [
    { issuer: 'visa', cardMasked: '4242', nickname: 'Everyday card', days: 3 * 365 },
    { issuer: 'mastercard', cardMasked: '4444', nickname: 'Fuel card', days: 1 },
    { issuer: 'amex', cardMasked: '0005', nickname: null, days: -40 },
  ];
  const cards = await tx
    .insert(linkedCards)
    .values(
      demoCards.map(({ days, ...card }, index) => ({
        ...card,
        ...month(days),
        // Linked a week apart, the Visa first: it is the default card.
        createdAt: new Date(now.getTime() - (demoCards.length - index) * 7 * DAY_MS),
        walletId,
        provider: 'Ignite sandbox',
        providerCardId: `card_${randomBytes(12).toString('hex')}`,
      })),
    )
    .returning({ id: linkedCards.id });

  await tx.insert(bankAccounts).values({
    walletId,
    sealed: sealBankAccount(bankDetailsKey, walletId, DEMO_BANK_ACCOUNT),
    updatedAt: now,
  });

  const names = await seededAdvertisers(tx);
  for (const [index, [cashbackCents, purchaseCents, daysAgo, state]] of PURCHASES.entries()) {
    const advertiser = names[index % Math.max(1, names.length)];
    const date = new Date(now.getTime() - daysAgo * DAY_MS);
    const [row] = await tx
      .insert(cashbackTransactions)
      .values({
        walletId,
        linkedCardId: cards[index % 2]?.id ?? null,
        providerTransactionId: `txn_seed_${randomBytes(8).toString('hex')}`,
        state,
        cashbackCents,
        purchaseCents,
        advertiserName: advertiser?.name ?? 'Golden Mile Coffee Lab',
        category: advertiser?.category ?? null,
        transactionDate: date,
        providerUpdatedAt: date,
      })
      .returning({ id: cashbackTransactions.id });
    const entries = entriesForChange(null, { state, cashbackCents });
    if (row && entries.length > 0) {
      await tx
        .insert(ledgerEntries)
        .values(entries.map((entry) => ({ ...entry, walletId, cashbackTransactionId: row.id })));
    }
  }

  const paidAt = new Date(now.getTime() - 14 * DAY_MS);
  const [payout] = await tx
    .insert(payouts)
    .values({
      walletId,
      amountCents: PAID_OUT_CENTS,
      state: 'completed',
      idempotencyKey: 'seed-payout-1',
      bankAccountSealed: sealBankAccount(bankDetailsKey, walletId, DEMO_BANK_ACCOUNT),
      dueAt: paidAt,
      attempts: 1,
      transferReference: 'LOCAL-SEED0001',
      completedAt: paidAt,
      createdAt: paidAt,
    })
    .returning({ id: payouts.id });
  if (payout) {
    await tx
      .insert(ledgerEntries)
      .values({ ...payoutEntry(PAID_OUT_CENTS), walletId, payoutId: payout.id });
  }
}
