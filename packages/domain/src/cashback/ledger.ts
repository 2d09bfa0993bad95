// The cashback ledger: integer cents, append-only, and every balance derived from its entries,
// never stored beside them where it could drift. Each owner has two accounts: pending (cashback
// earned on a purchase not yet verified) and available (cashback that can be paid out).

/** Spec part 3 section 5: Clear=0, Pending=1, Settled=2, Reversed=3. */
export const CashbackState = { Clear: 0, Pending: 1, Settled: 2, Reversed: 3 } as const;
export type CashbackState = (typeof CashbackState)[keyof typeof CashbackState];

/** The states the profile lists and the transaction totals count (spec part 3 section 2). */
export const COUNTED_STATES: readonly CashbackState[] = [
  CashbackState.Clear,
  CashbackState.Pending,
  CashbackState.Settled,
];

/** The states the profile lists as pending transactions (spec part 3 section 2). */
export const PENDING_STATES: readonly CashbackState[] = [
  CashbackState.Clear,
  CashbackState.Pending,
];

export type LedgerAccount = 'pending' | 'available';
/** Cashback earned (or taken back) on a purchase, or money paid out to the owner's bank. */
export type LedgerKind = 'cashback' | 'payout';

/** One line of the ledger: a signed amount in cents on one of the owner's two accounts. */
export type LedgerEntry = { account: LedgerAccount; kind: LedgerKind; amountCents: number };

export type CashbackBalances = {
  availableCents: number;
  pendingCents: number;
  /** All cashback that ever became available, paid out or not, less what was reversed. */
  lifetimeCents: number;
};

export function balancesOf(entries: readonly LedgerEntry[]): CashbackBalances {
  let availableCents = 0;
  let pendingCents = 0;
  let lifetimeCents = 0;
  for (const { account, kind, amountCents } of entries) {
    if (account === 'pending') pendingCents += amountCents;
    else availableCents += amountCents;
    if (account === 'available' && kind === 'cashback') lifetimeCents += amountCents;
  }
  return { availableCents, pendingCents, lifetimeCents };
}

/** A provider transaction as the ledger last knew it: its state and its cashback. */
export type CashbackPosition = { state: CashbackState; cashbackCents: number };

/**
 * Where a transaction's cashback sits: Clear and Pending wait, Settled is available. The one
 * definition of pending and lifetime: the ledger moves money by it, and the transaction
 * history totals by it, so the wallet and the history cannot disagree.
 */
export function holdingsOf({
  state,
  cashbackCents,
}: CashbackPosition): Record<LedgerAccount, number> {
  if (state === CashbackState.Settled) return { pending: 0, available: cashbackCents };
  if (state === CashbackState.Reversed) return { pending: 0, available: 0 };
  return { pending: cashbackCents, available: 0 };
}

/**
 * The entries that move a transaction from where the ledger had it (null: never seen) to
 * where the provider now says it is. Moving by difference handles every path the feed can
 * take, a reversal after settlement, a changed amount or a purchase first seen settled,
 * and a repeat of the same news moves nothing.
 */
export function entriesForChange(
  before: CashbackPosition | null,
  after: CashbackPosition,
): LedgerEntry[] {
  const was = before ? holdingsOf(before) : { pending: 0, available: 0 };
  const now = holdingsOf(after);
  const entries: LedgerEntry[] = [];
  for (const account of ['pending', 'available'] as const) {
    const amountCents = now[account] - was[account];
    if (amountCents !== 0) entries.push({ account, kind: 'cashback', amountCents });
  }
  return entries;
}

/** A payout takes its amount from the available account. */
export function payoutEntry(amountCents: number): LedgerEntry {
  return { account: 'available', kind: 'payout', amountCents: -amountCents };
}

/** A payout the bank refused: the same amount back on available, as a new entry. */
export function payoutReturnEntry(amountCents: number): LedgerEntry {
  return { account: 'available', kind: 'payout', amountCents };
}

/**
 * What the owner owes: a reversal can take back cashback that was already paid out, leaving
 * available below zero (decision 0028). The ledger keeps that truth; this is the debt it
 * means, in cents, 0 when there is none.
 */
export function owedCents({ availableCents }: Pick<CashbackBalances, 'availableCents'>): number {
  return availableCents < 0 ? -availableCents : 0;
}

/** What can be withdrawn or spent now: available, never shown below zero (the debt is apart). */
export function spendableCents({ availableCents }: Pick<CashbackBalances, 'availableCents'>) {
  return availableCents > 0 ? availableCents : 0;
}
