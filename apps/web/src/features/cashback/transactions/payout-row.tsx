import type { PayoutHistoryItem } from '@ignite/domain/cashback/cashback-api';
import { PAYOUT_RETURNED_NOTE } from '@ignite/domain/cashback/payout-state';
import { DateText } from '@/entities/condition/date-text.tsx';
import { formatDollars } from '@/entities/cashback/money-text.ts';

const STATE_TONES: Record<PayoutHistoryItem['state'], string> = {
  requested: 'border-border text-muted',
  sent: 'border-warning/60 text-warning',
  completed: 'border-success/60 text-success',
  failed: 'border-danger/60 text-danger',
};

/**
 * One withdrawal to the bank: when it was asked for, its state (Requested, Sent, Paid or
 * Returned) and its reference, which the owner can quote to their bank or to support. A
 * returned payout's amount is struck through: it is back in the available cashback.
 */
export function PayoutRow({ payout }: { payout: PayoutHistoryItem }) {
  const returned = payout.state === 'failed';
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">Withdrawal to your bank</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <DateText when={payout.requestedAt} format="short" />
          <span
            className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${STATE_TONES[payout.state]}`}
          >
            {payout.stateName}
          </span>
        </p>
        <p className="mt-0.5 text-sm break-all text-muted">Reference {payout.reference}</p>
        {returned ? <p className="mt-0.5 text-sm text-muted">{PAYOUT_RETURNED_NOTE}</p> : null}
      </div>
      <p
        className={`shrink-0 font-semibold tabular-nums ${returned ? 'text-muted line-through' : 'text-text'}`}
      >
        <span className="sr-only">Amount </span>
        {formatDollars(payout.amount)}
      </p>
    </li>
  );
}
