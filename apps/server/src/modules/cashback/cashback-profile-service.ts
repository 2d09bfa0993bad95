// The cashback profile and its transactions (spec part 3 sections 2, 3 and 7), and the owner's
// own changes to it: the bank account saved or removed, a linked card removed. Whose wallet is
// read comes from the session alone: the appConsumerId and vehicle the client sends must be
// the caller's own, or the answer is the same 404 as for ids that do not exist.
import {
  type BankAccount,
  CASHBACK_MESSAGES,
  type CashbackProfile,
  type CashbackTransaction,
  type LinkedCard,
  type PayoutHistoryItem,
} from '@ignite/domain/cashback/cashback-api';
import { maskAccountNumber, maskBsb } from '@ignite/domain/cashback/bank-account';
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
import { linkedCardView, payoutView, transactionView } from '@ignite/domain/cashback/views';
import type { Clock } from '../../core/clock.ts';
import { notFound } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import type { BankAccountRepository } from './bank-account-repository.ts';
import type { LedgerService } from './ledger-service.ts';
import type { CardRow, LinkedCardRepository } from './linked-card-repository.ts';
import type { OwnerRepository } from './owner-repository.ts';
import type { PayoutRepository } from './payout-repository.ts';

/** The most rows one answer carries: years of an owner's purchases. */
const MAX_TRANSACTIONS = 500;

type Deps = {
  ledger: LedgerService;
  owners: OwnerRepository;
  cards: LinkedCardRepository;
  bankAccounts: BankAccountRepository;
  payouts: PayoutRepository;
  clock: Clock;
  /** The provider's card-linking page for a cashback token; null when there is none. */
  linkCardUrl: ((token: string) => string) | null;
};

/** A card as the profile answers it; the first linked is the default. */
function cardView(row: CardRow, index: number, now: Date): LinkedCard {
  const expiry = { month: row.expiryMonth, year: row.expiryYear };
  return linkedCardView({ ...row, expiry }, index, now);
}

/** The account as the profile shows it: '***-456' and '****-**78-90'. */
const masked = (account: BankAccount): BankAccount => ({
  bsb: maskBsb(account.bsb),
  accountNumber: maskAccountNumber(account.accountNumber),
});

export type CashbackProfileService = ReturnType<typeof createCashbackProfileService>;

export function createCashbackProfileService(deps: Deps) {
  const { ledger, owners } = deps;

  /** The caller's wallet when the appConsumerId they sent is theirs; a 404 otherwise. */
  async function consumersWallet(userId: string, appConsumerId: string) {
    if ((await owners.appConsumerIdOf(userId)) !== appConsumerId) {
      throw notFound(CASHBACK_MESSAGES.consumerMismatch);
    }
    return ledger.walletOf(userId);
  }

  /** The caller's wallet, once the consumer and vehicle ids they sent are shown to be theirs. */
  async function callersWallet(userId: string, appConsumerId: string, vehicleId: string) {
    const walletId = await consumersWallet(userId, appConsumerId);
    const found = await owners.ownedVehicle(userId, vehicleId);
    if (!found) throw notFound(VEHICLE_NOT_FOUND);
    return { walletId, appConfigurationId: found.vehicle.appConfigurationId };
  }

  /**
   * The caller's wallet, once the consumer and the host app's vehicle id (appVehicleId, not
   * our vehicleId) they sent are shown to be theirs: the same 404 for another's or none.
   */
  async function walletByAppVehicle(userId: string, appConsumerId: string, appVehicleId: string) {
    const walletId = await consumersWallet(userId, appConsumerId);
    if (!(await owners.ownsAppVehicle(userId, appVehicleId.toLowerCase()))) {
      throw notFound(VEHICLE_NOT_FOUND);
    }
    return walletId;
  }

  /** The wallet's withdrawals, newest first. */
  async function payoutsOf(walletId: string): Promise<PayoutHistoryItem[]> {
    const rows = await deps.payouts.historyOf(walletId, MAX_TRANSACTIONS);
    return rows.map(payoutView);
  }

  async function transactionsOf(
    walletId: string,
    states: readonly CashbackState[],
    category?: string | null,
  ) {
    const rows = await ledger.transactionsOf(walletId, states, category, MAX_TRANSACTIONS);
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
      const [balances, cards, bankAccount, pendingTransactions, token, isGeneric] =
        await Promise.all([
          ledger.balancesOf(walletId),
          deps.cards.list(walletId),
          deps.bankAccounts.accountOf(walletId),
          transactionsOf(walletId, PENDING_STATES),
          ledger.cashbackToken(walletId),
          owners.isGenericApp(appConfigurationId),
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
        bankAccount: bankAccount && masked(bankAccount),
        pendingTransactions,
        linkCardUrl: deps.linkCardUrl?.(token ?? '') ?? null,
        isGeneric: isGeneric ?? true,
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

    /** Saves the caller's bank account, sealed; answers it masked. */
    async saveBankAccount(
      userId: string,
      { appConsumerId, bankAccount }: { appConsumerId: string; bankAccount: BankAccount },
    ): Promise<BankAccount> {
      const walletId = await consumersWallet(userId, appConsumerId);
      await deps.bankAccounts.save(walletId, bankAccount, deps.clock());
      return masked(bankAccount);
    },

    async removeBankAccount(userId: string): Promise<true> {
      await deps.bankAccounts.remove(await ledger.walletOf(userId));
      return true;
    },

    /** Removes the caller's own active card; another's, or none, is a 404. */
    async removeCard(userId: string, linkedCardId: string): Promise<true> {
      const walletId = await ledger.walletOf(userId);
      const removed = await deps.cards.remove(walletId, linkedCardId, deps.clock());
      if (!removed) throw notFound(CASHBACK_MESSAGES.cardNotFound);
      return true;
    },
  };
}
