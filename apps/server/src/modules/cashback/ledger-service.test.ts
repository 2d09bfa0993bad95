// The ledger in the database (decision 0028): concurrent payouts never overdraw, the feed's
// repeats and late news change nothing, a reversal after settlement takes the cashback back,
// and the entries cannot be edited. On PGlite here and on PostgreSQL in CI's second pass,
// where the pool runs the payouts truly at once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CashbackState } from '@ignite/domain/cashback/ledger';
import type { DatabaseHandle } from '../../db/client.ts';
import { cashbackTransactions, ledgerEntries } from '../../db/cashback-schema.ts';
import { users } from '../../db/schema.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { TEST_SECRETS } from '../../../test/test-secrets.ts';
import { createCashbackRepositories } from './cashback-repositories.ts';
import { createLedgerService, type FeedNews, type LedgerService } from './ledger-service.ts';

let database: DatabaseHandle;
let ledger: LedgerService;
beforeAll(async () => {
  database = await openTestDatabase();
  ledger = createLedgerService(
    createCashbackRepositories(database.db, TEST_SECRETS.bankDetailsKey),
  );
});
afterAll(() => database.close());

let owners = 0;
/** A fresh wallet for each test, on a consumer of its own. */
async function freshWallet(): Promise<string> {
  owners += 1;
  const [user] = await database.db
    .insert(users)
    .values({
      username: `ledger-${owners}-${Date.now()}@test.ignite`,
      passwordHash: 'not-used',
      kind: 'consumer',
      firstName: 'Lee',
      lastName: 'Jer',
      email: `ledger-${owners}@test.ignite`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  return ledger.walletOf(user.id);
}

let purchases = 0;
function news(overrides: Partial<FeedNews> = {}): FeedNews {
  purchases += 1;
  return {
    providerTransactionId: `txn-${purchases}-${Date.now()}`,
    state: CashbackState.Pending,
    cashbackCents: 550,
    purchaseCents: 11000,
    advertiserName: 'Golden Mile Coffee Lab',
    category: null,
    transactionDate: new Date('2026-11-20T09:00:00Z'),
    providerUpdatedAt: new Date('2026-11-20T09:00:00Z'),
    linkedCardId: null,
    ...overrides,
  };
}

/** A payout as the payout service makes one: checked and recorded with the wallet locked. */
const payOut = (walletId: string, amountCents: number, key: string) =>
  ledger.withLockedWallet(walletId, async (tx, { availableCents }) => {
    if (amountCents > availableCents) return false;
    await ledger.recordPayout(tx, {
      walletId,
      amountCents,
      idempotencyKey: key,
      bankAccountSealed: 'v1.sealed',
      dueAt: new Date(),
    });
    return true;
  });

const later = (purchase: FeedNews, minutes: number, changes: Partial<FeedNews>): FeedNews => ({
  ...purchase,
  ...changes,
  providerUpdatedAt: new Date(purchase.providerUpdatedAt.getTime() + minutes * 60_000),
});

describe('the cashback ledger in the database', () => {
  test('balance 100 and 50 payouts of 30 at once: exactly 3 are paid and 10 remains', async () => {
    const wallet = await freshWallet();
    await ledger.applyFeedNews(
      wallet,
      news({ state: CashbackState.Settled, cashbackCents: 10_000 }),
    );
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => payOut(wallet, 3000, `key-${i}`)),
    );
    expect(outcomes.filter((paid) => paid)).toHaveLength(3);
    expect((await ledger.balancesOf(wallet)).availableCents).toBe(1000);
  });

  test('a repeated piece of news credits nothing twice', async () => {
    const wallet = await freshWallet();
    const purchase = news({ state: CashbackState.Settled, cashbackCents: 800 });
    expect(await ledger.applyFeedNews(wallet, purchase)).toBe(true);
    expect(await ledger.applyFeedNews(wallet, { ...purchase })).toBe(false);
    expect(await ledger.balancesOf(wallet)).toEqual({
      availableCents: 800,
      pendingCents: 0,
      lifetimeCents: 800,
    });
  });

  test('pending, settled, then reversed: the cashback comes and is taken back', async () => {
    const wallet = await freshWallet();
    const purchase = news();
    await ledger.applyFeedNews(wallet, purchase);
    expect((await ledger.balancesOf(wallet)).pendingCents).toBe(550);
    await ledger.applyFeedNews(wallet, later(purchase, 1, { state: CashbackState.Settled }));
    expect(await ledger.balancesOf(wallet)).toEqual({
      availableCents: 550,
      pendingCents: 0,
      lifetimeCents: 550,
    });
    await ledger.applyFeedNews(wallet, later(purchase, 2, { state: CashbackState.Reversed }));
    expect(await ledger.balancesOf(wallet)).toEqual({
      availableCents: 0,
      pendingCents: 0,
      lifetimeCents: 0,
    });
  });

  test('news older than what was applied, arriving late, is ignored', async () => {
    const wallet = await freshWallet();
    const purchase = news();
    await ledger.applyFeedNews(wallet, later(purchase, 5, { state: CashbackState.Settled }));
    expect(await ledger.applyFeedNews(wallet, purchase)).toBe(false);
    expect((await ledger.balancesOf(wallet)).availableCents).toBe(550);
  });

  test('a payout that would overdraw is refused and writes nothing', async () => {
    const wallet = await freshWallet();
    await ledger.applyFeedNews(wallet, news({ state: CashbackState.Settled }));
    expect(await payOut(wallet, 551, 'k')).toBe(false);
    expect((await ledger.balancesOf(wallet)).availableCents).toBe(550);
  });

  test('the entries balance to the cent with the transactions they came from', async () => {
    const wallet = await freshWallet();
    const settled = news({ state: CashbackState.Settled, cashbackCents: 1234 });
    await ledger.applyFeedNews(wallet, settled);
    await ledger.applyFeedNews(wallet, news({ cashbackCents: 321 }));
    await ledger.applyFeedNews(
      wallet,
      later(news({ cashbackCents: 99 }), 1, { state: CashbackState.Reversed }),
    );
    const rows = await database.db
      .select({ state: cashbackTransactions.state, cents: cashbackTransactions.cashbackCents })
      .from(cashbackTransactions)
      .where(eq(cashbackTransactions.walletId, wallet));
    const held = rows.reduce(
      (sum, row) => sum + (row.state === CashbackState.Reversed ? 0 : row.cents),
      0,
    );
    const { availableCents, pendingCents } = await ledger.balancesOf(wallet);
    expect(availableCents + pendingCents).toBe(held);
    expect(held).toBe(1234 + 321);
  });

  test('the ledger is append-only: an entry cannot be edited or deleted', async () => {
    const wallet = await freshWallet();
    await ledger.applyFeedNews(wallet, news());
    await expect(
      database.db
        .update(ledgerEntries)
        .set({ amountCents: 1_000_000 })
        .where(eq(ledgerEntries.walletId, wallet)),
    ).rejects.toThrow();
    await expect(
      database.db.delete(ledgerEntries).where(eq(ledgerEntries.walletId, wallet)),
    ).rejects.toThrow();
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.walletId, wallet));
    expect(count?.n).toBe(1);
  });
});
