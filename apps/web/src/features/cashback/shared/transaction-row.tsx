import type { CashbackTransaction } from '@ignite/domain/cashback/cashback-api';
import { CashbackState } from '@ignite/domain/cashback/ledger';
import { DateText } from '@/entities/condition/date-text.tsx';
import { formatDollars } from '@/entities/cashback/money-text.ts';

const STATE_TONES: Record<CashbackTransaction['stateName'], string> = {
  Clear: 'border-border text-muted',
  Pending: 'border-warning/60 text-warning',
  Settled: 'border-success/60 text-success',
  Reversed: 'border-danger/60 text-danger',
};

/**
 * One purchase (spec part 3 section 2): the advertiser, the date (DD-MMM-YYYY), what was spent
 * and the cashback it earned, with its state. A reversed purchase's cashback is struck
 * through: it was taken back.
 */
export function TransactionRow({ transaction }: { transaction: CashbackTransaction }) {
  const reversed = transaction.state === CashbackState.Reversed;
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{transaction.advertiserName}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <DateText when={transaction.transactionDate} format="short" />
          <span
            className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${STATE_TONES[transaction.stateName]}`}
          >
            {transaction.stateName}
          </span>
        </p>
      </div>
      <dl className="shrink-0 text-right">
        <dt className="sr-only">Cashback</dt>
        <dd
          className={`font-semibold tabular-nums ${reversed ? 'text-muted line-through' : 'text-text'}`}
        >
          {formatDollars(transaction.cashbackAmount)}
        </dd>
        <dt className="sr-only">Purchase</dt>
        <dd className="text-sm text-muted tabular-nums">
          <span aria-hidden="true">Spent </span>
          {formatDollars(transaction.purchaseAmount)}
        </dd>
      </dl>
    </li>
  );
}
