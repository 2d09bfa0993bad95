// The cashback profile and its transactions (spec part 3 sections 2, 3 and 7). Whose wallet
// is read comes from the session alone: the appConsumerId and vehicle the client sends must be
// the caller's own, or the answer is the same 404 as for ids that do not exist.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  CASHBACK_MESSAGES,
  type CashbackProfile,
  type CashbackTransaction,
  type PayoutHistoryItem,
} from '@ignite/domain/cashback/cashback-api';
import {
  type CashbackState,
  CashbackState as State,
  PENDING_STATES,
} from '@ignite/domain/cashback/ledger';
import { toDollars } from '@ignite/domain/cashback/money';
import { walletFigures } from '@ignite/domain/cashback/wallet-debt';
import {
  hasCashbackThatCanBeRedeemed,
  MINIMUM_CASHBACK_BEFORE_REDEMPTION,
} from '@ignite/domain/cashback/redemption';
import { payoutView, transactionView } from '@ignite/domain/cashback/views';
import type { Clock } from '../../core/clock.ts';
import { notFound } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import { requireOwnedVehicle } from '../../core/owned-vehicle.ts';
import type { Database } from '../../db/client.ts';
import { cashbackTransactions, cashbackWallets, payouts } from '../../db/cashback-schema.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import type { BankAccountStore } from './bank-account-store.ts';
import { balancesOfWallet, walletOf } from './ledger-store.ts';
import { cardView, type LinkedCardStore } from './linked-card-store.ts';

/** The most rows one answer carries: years of an owner's purchases. */
const MAX_TRANSACTIONS = 500;

type Deps = {
  db: Database;
  clock: Clock;
  cards: LinkedCardStore;
  bankAccounts: BankAccountStore;
  /** The provider's card-linking page for a cashback token; null when there is none. */
  linkCardUrl: ((token: string) => string) | null;
};

export function createCashbackProfile(deps: Deps) {
  const { db } = deps;

  /** The caller's wallet when the appConsumerId they sent is theirs; a 404 otherwise. */
  async function consumersWallet(userId: string, appConsumerId: string) {
    const [user] = await db
      .select({ appConsumerId: users.appConsumerId })
      .from(users)
      .where(eq(users.id, userId));
    if (user?.appConsumerId !== appConsumerId) throw notFound(CASHBACK_MESSAGES.consumerMismatch);
    return walletOf(db, userId);
  }

  /** The caller's wallet, once the consumer and vehicle ids they sent are shown to be theirs. */
  async function callersWallet(userId: string, appConsumerId: string, vehicleId: string) {
    await consumersWallet(userId, appConsumerId);
    const { vehicle } = await requireOwnedVehicle(db, userId, vehicleId);
    return { walletId: await walletOf(db, userId), appConfigurationId: vehicle.appConfigurationId };
  }

  /**
   * The caller's wallet, once the consumer and the host app's vehicle id (appVehicleId, not
   * our vehicleId) they sent are shown to be theirs: the same 404 for another's or none.
   */
  async function walletByAppVehicle(userId: string, appConsumerId: string, appVehicleId: string) {
    const walletId = await consumersWallet(userId, appConsumerId);
    const [vehicle] = await db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(eq(vehicles.appVehicleId, appVehicleId.toLowerCase()), eq(vehicles.ownerId, userId)),
      );
    if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
    return walletId;
  }

  /** The wallet's withdrawals, newest first. */
  async function payoutsOf(walletId: string): Promise<PayoutHistoryItem[]> {
    const rows = await db
      .select()
      .from(payouts)
      .where(eq(payouts.walletId, walletId))
      .orderBy(desc(payouts.createdAt), desc(payouts.id))
      .limit(MAX_TRANSACTIONS);
    return rows.map(payoutView);
  }

  async function transactionsOf(
    walletId: string,
    states: readonly CashbackState[],
    category?: string | null,
  ) {
    const rows = await db
      .select()
      .from(cashbackTransactions)
      .where(
        and(
          eq(cashbackTransactions.walletId, walletId),
          inArray(cashbackTransactions.state, [...states]),
          category ? sql`lower(${cashbackTransactions.category}) = lower(${category})` : undefined,
        ),
      )
      .orderBy(desc(cashbackTransactions.transactionDate), desc(cashbackTransactions.id))
      .limit(MAX_TRANSACTIONS);
    return rows.map((row) => transactionView({ ...row, state: row.state as CashbackState }));
  }

  return {
    async profile(
      userId: string,
      { appConsumerId, vehicleId }: { appConsumerId: string; vehicleId: string },
    ): Promise<CashbackProfile> {
      const { walletId, appConfigurationId } = await callersWallet(
        userId,
        appConsumerId,
        vehicleId,
      );
      const now = deps.clock();
      const [balances, cards, bankAccount, pendingTransactions, [wallet], [app]] =
        await Promise.all([
          balancesOfWallet(db, walletId),
          deps.cards.list(walletId),
          deps.bankAccounts.maskedOf(walletId),
          transactionsOf(walletId, PENDING_STATES),
          db
            .select({ token: cashbackWallets.cashbackToken })
            .from(cashbackWallets)
            .where(eq(cashbackWallets.id, walletId)),
          db
            .select({ isGeneric: appConfigurations.isGeneric })
            .from(appConfigurations)
            .where(eq(appConfigurations.id, appConfigurationId)),
        ]);
      return {
        // Never below zero: what a reversal left owing is said apart, in words.
        ...walletFigures(balances),
        pendingAmount: toDollars(balances.pendingCents),
        lifetimeAmount: toDollars(balances.lifetimeCents),
        minimumIgniteBeforeRedemption: MINIMUM_CASHBACK_BEFORE_REDEMPTION,
        hasCashbackThatCanBeRedeemed: hasCashbackThatCanBeRedeemed(balances.availableCents),
        hasLinkedCards: cards.length > 0,
        linkedCards: cards.map((card, index) => cardView(card, index, now)),
        hasBankAccountDetails: bankAccount !== null,
        bankAccount,
        pendingTransactions,
        linkCardUrl: deps.linkCardUrl?.(wallet?.token ?? '') ?? null,
        isGeneric: app?.isGeneric ?? true,
      };
    },

    async transactions(
      userId: string,
      body: { appConsumerId: string; appVehicleId: string; category?: string | null | undefined },
    ): Promise<{ transactions: CashbackTransaction[]; payouts: PayoutHistoryItem[] }> {
      const walletId = await walletByAppVehicle(userId, body.appConsumerId, body.appVehicleId);
      const all = [State.Clear, State.Pending, State.Settled, State.Reversed];
      const [transactions, paidOut] = await Promise.all([
        transactionsOf(walletId, all, body.category),
        // A payout is of no category: a list of one category's purchases has none.
        body.category ? [] : payoutsOf(walletId),
      ]);
      return { transactions, payouts: paidOut };
    },

    consumersWallet,
    /** The caller's wallet for the calls that name no consumer (cards, payout, removal). */
    walletOf: (userId: string) => walletOf(db, userId),
  };
}

export type CashbackProfiles = ReturnType<typeof createCashbackProfile>;
