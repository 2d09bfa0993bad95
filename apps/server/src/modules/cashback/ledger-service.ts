// The cashback ledger (decision 0028): the one way money in a wallet changes. Every write to
// a wallet's ledger locks the wallet's row first, then reads the balance from the entries and
// appends, in one transaction: two payouts for one owner run one after the other, and the
// second sees the first's entry, on PostgreSQL and PGlite alike. Only this service uses the
// ledger repository, so nothing else writes an entry without the lock.
import {
  balancesOf,
  type CashbackBalances,
  type CashbackPosition,
  type CashbackState,
  entriesForChange,
  payoutEntry,
  payoutReturnEntry,
} from '@ignite/domain/cashback/ledger';
import { canMovePayout } from '@ignite/domain/cashback/payout-state';
import type { CashbackRepositories } from './cashback-repositories.ts';
import type { LedgerRepository } from './ledger-repository.ts';
import { type PayoutNews, SENT_CHECK_SECONDS } from './payout-progress.ts';
import type { NewPayout, PayoutRow } from './payout-repository.ts';

/** The feed named a transaction already held for another owner: nothing is changed. */
export class TransactionOfAnotherWallet extends Error {
  constructor() {
    super('the transaction belongs to another wallet');
  }
}

export type FeedNews = {
  providerTransactionId: string;
  state: CashbackState;
  cashbackCents: number;
  purchaseCents: number;
  advertiserName: string;
  category: string | null;
  transactionDate: Date;
  /** The provider's time of this news: older news than the last applied is ignored. */
  providerUpdatedAt: Date;
  linkedCardId: string | null;
};

/** Available, pending and lifetime, summed from the wallet's entries. */
async function balancesOfWallet(
  ledger: LedgerRepository,
  walletId: string,
): Promise<CashbackBalances> {
  return balancesOf(await ledger.entrySums(walletId));
}

/** A payout the bank refused: its money goes back to available, as a new entry. */
async function returnPayout(tx: CashbackRepositories, payout: PayoutRow): Promise<void> {
  await tx.ledger.appendEntries([
    { ...payoutReturnEntry(payout.amountCents), walletId: payout.walletId, payoutId: payout.id },
  ]);
}

export type LedgerService = ReturnType<typeof createLedgerService>;

export function createLedgerService(repositories: CashbackRepositories) {
  const { ledger } = repositories;

  /**
   * Runs `work` with the wallet locked and its balances summed, in one transaction: what `work`
   * decides from the balances still holds when it writes, whatever else runs at the same time.
   */
  function withLockedWallet<T>(
    walletId: string,
    work: (tx: CashbackRepositories, balances: CashbackBalances) => Promise<T>,
  ): Promise<T> {
    return repositories.transaction(async (tx) => {
      await tx.ledger.lockWallet(walletId);
      return work(tx, await balancesOfWallet(tx.ledger, walletId));
    });
  }

  return {
    /** The owner's wallet, made on first use. */
    walletOf: (userId: string) => ledger.walletOf(userId),
    /** The wallet a cashback token names; undefined for none. */
    walletByToken: (token: string) => ledger.walletByToken(token),
    /** The wallet's cashback token, which the card-link page is opened with. */
    cashbackToken: (walletId: string) => ledger.cashbackToken(walletId),
    /** Available, pending and lifetime, summed from the wallet's entries. */
    balancesOf: (walletId: string) => balancesOfWallet(ledger, walletId),
    /** The wallet's transactions in `states` (of one category if named), newest first. */
    transactionsOf: (
      walletId: string,
      states: readonly CashbackState[],
      category: string | null | undefined,
      limit: number,
    ) => ledger.transactionsOf(walletId, states, category, limit),

    withLockedWallet,

    /**
     * Applies one piece of the feed's news to the wallet: the transaction's row takes its new
     * position and the ledger gets the entries that move it there. A repeat, or news older than
     * what was applied, changes nothing. Answers whether anything changed.
     */
    async applyFeedNews(walletId: string, news: FeedNews): Promise<boolean> {
      return repositories.transaction(async (tx) => {
        await tx.ledger.lockWallet(walletId);
        const known = await tx.ledger.transactionByProviderId(news.providerTransactionId);
        if (known && known.walletId !== walletId) throw new TransactionOfAnotherWallet();
        if (known && known.providerUpdatedAt >= news.providerUpdatedAt) return false;
        const before: CashbackPosition | null = known
          ? { state: known.state as CashbackState, cashbackCents: known.cashbackCents }
          : null;
        const entries = entriesForChange(before, {
          state: news.state,
          cashbackCents: news.cashbackCents,
        });
        const values = {
          walletId,
          linkedCardId: news.linkedCardId,
          providerTransactionId: news.providerTransactionId,
          state: news.state,
          cashbackCents: news.cashbackCents,
          purchaseCents: news.purchaseCents,
          advertiserName: news.advertiserName,
          category: news.category,
          transactionDate: news.transactionDate,
          providerUpdatedAt: news.providerUpdatedAt,
        };
        const id = known
          ? await tx.ledger.updateTransaction(known.id, values)
          : await tx.ledger.insertTransaction(values);
        // Not written: the same transaction arrived for another owner's card at the same moment.
        if (!id) throw new TransactionOfAnotherWallet();
        if (entries.length > 0) {
          await tx.ledger.appendEntries(
            entries.map((entry) => ({ ...entry, walletId, cashbackTransactionId: id })),
          );
        }
        return true;
      });
    },

    /** A payout's request and its ledger entry; call inside withLockedWallet, after the checks. */
    async recordPayout(tx: CashbackRepositories, payout: NewPayout): Promise<string> {
      const payoutId = await tx.payouts.insert(payout);
      await tx.ledger.appendEntries([
        { ...payoutEntry(payout.amountCents), walletId: payout.walletId, payoutId },
      ]);
      return payoutId;
    },

    /**
     * Moves a payout along (decision 0052), whoever brings the news: the payout job with the
     * provider's answer, or the provider's callback. With the wallet locked and the payout's
     * row read again, a payout only moves forward (payout-state.ts), so news that arrives
     * twice, late or out of order changes nothing; the one move to failed gives the money
     * back, once. Answers whether it moved.
     */
    async advancePayout(payoutId: string, news: PayoutNews, now: Date): Promise<boolean> {
      const walletId = await repositories.payouts.walletOf(payoutId);
      if (!walletId) return false;
      return withLockedWallet(walletId, async (tx) => {
        const payout = await tx.payouts.lock(payoutId);
        if (!payout || !canMovePayout(payout.state, news.to)) return false;
        const known = payout.transferReference;
        if (news.reference && known && known !== news.reference) return false;
        const transferReference = news.reference ?? known;
        const settled = { transferReference, claimedUntil: null, completedAt: now };
        await tx.payouts.update(
          payoutId,
          news.to === 'sent'
            ? {
                state: 'sent',
                transferReference,
                claimedUntil: null,
                lastError: null,
                dueAt: new Date(now.getTime() + SENT_CHECK_SECONDS * 1000),
              }
            : news.to === 'completed'
              ? { ...settled, state: 'completed', lastError: null }
              : { ...settled, state: 'failed', lastError: news.reason ?? 'The transfer failed' },
        );
        if (news.to === 'failed') await returnPayout(tx, payout);
        return true;
      });
    },
  };
}
