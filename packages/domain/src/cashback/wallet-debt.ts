// A wallet in debt (decision 0028): a purchase reversed after its cashback was paid out leaves
// the owner owing it back. The owner is told in plain words how much and how it is repaid, and
// withdrawals wait until it is clear; the ledger itself is never rewritten to hide it.
import { type CashbackBalances, owedCents, spendableCents } from './ledger.ts';
import { formatCents, toDollars } from './money.ts';

/** 'You owe $50.00; it comes out of your next cashback' */
export function owedMessage(owed: number): string {
  return `You owe ${formatCents(owed)}; it comes out of your next cashback`;
}

/** The wallet's figures as the profile answers them, with the debt said in words. */
export function walletFigures(balances: CashbackBalances) {
  const owed = owedCents(balances);
  return {
    availableAmount: toDollars(spendableCents(balances)),
    owedAmount: toDollars(owed),
    owedMessage: owed > 0 ? owedMessage(owed) : null,
  };
}

/** Why a payout must wait for the debt to be repaid; null when nothing is owed. */
export function debtRefusal(balances: Pick<CashbackBalances, 'availableCents'>): string | null {
  const owed = owedCents(balances);
  return owed > 0 ? owedMessage(owed) : null;
}
