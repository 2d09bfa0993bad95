// The demo owner's cashback: the domain's demo sample (three linked cards, one of each expiry
// state; a bank account, sealed like any other; purchases worth $80.16 of lifetime cashback, a
// payout of $28.66 that leaves $51.50 available, two purchases pending and one reversed), made
// real. The ledger's entries come from the same domain rules the feed uses, so the seed
// balances as real data does.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DEMO_BANK_ACCOUNT,
  DEMO_CARD_PROVIDER,
  DEMO_CARDS,
  DEMO_PAID_OUT_CENTS,
  DEMO_PAYOUT_DAYS_AGO,
  DEMO_PURCHASES,
  expiryInDays,
} from '@ignite/domain/cashback/demo-sample';
import { entriesForChange, payoutEntry } from '@ignite/domain/cashback/ledger';
import { DAY_MS } from '@ignite/domain/garage/day';
import { sealBankAccount } from '../crypto/bank-details-cipher.ts';
import { cardLinkedAdvertisers } from './card-linked-advertisers.ts';
import type { Database } from './client.ts';
import {
  bankAccounts,
  cashbackTransactions,
  cashbackWallets,
  ledgerEntries,
  linkedCards,
  payouts,
} from './cashback-schema.ts';
import { users } from './schema.ts';

export const DEMO_CASHBACK_OWNER = 'owner@demo.ignite';

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

  const cards = await tx
    .insert(linkedCards)
    .values(
      DEMO_CARDS.map(({ expiresInDays, ...card }, index) => {
        const expiry = expiryInDays(now, expiresInDays);
        return {
          ...card,
          expiryMonth: expiry.month,
          expiryYear: expiry.year,
          // Linked a week apart, the Visa first: it is the default card.
          createdAt: new Date(now.getTime() - (DEMO_CARDS.length - index) * 7 * DAY_MS),
          walletId,
          provider: DEMO_CARD_PROVIDER,
          providerCardId: `card_${randomBytes(12).toString('hex')}`,
        };
      }),
    )
    .returning({ id: linkedCards.id });

  await tx.insert(bankAccounts).values({
    walletId,
    sealed: sealBankAccount(bankDetailsKey, walletId, DEMO_BANK_ACCOUNT),
    updatedAt: now,
  });

  const names = await cardLinkedAdvertisers(tx, {
    order: 'fuel-first',
    limit: DEMO_PURCHASES.length,
  });
  for (const [index, item] of DEMO_PURCHASES.entries()) {
    const { cashbackCents, purchaseCents, daysAgo, state } = item;
    // Named after the marketplace's own card-linked advertisers where it has them.
    const seeded = names[index % Math.max(1, names.length)];
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
        advertiserName: seeded?.name ?? item.advertiserName,
        category: seeded?.category ?? item.category,
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

  const paidAt = new Date(now.getTime() - DEMO_PAYOUT_DAYS_AGO * DAY_MS);
  const [payout] = await tx
    .insert(payouts)
    .values({
      walletId,
      amountCents: DEMO_PAID_OUT_CENTS,
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
      .values({ ...payoutEntry(DEMO_PAID_OUT_CENTS), walletId, payoutId: payout.id });
  }
}
