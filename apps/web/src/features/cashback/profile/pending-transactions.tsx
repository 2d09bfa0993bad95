import { useId } from 'react';
import { CASHBACK_MESSAGES, type CashbackTransaction } from '@ignite/domain/cashback/cashback-api';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { TransactionRow } from '../shared/transaction-row.tsx';

/** The history page without a type: the route's optional :transactionType left out. */
export const TRANSACTION_HISTORY_PATH = paths.cashbackTransactions.replace(
  '/:transactionType?',
  '',
);

/** Spec part 3 section 2: the pending purchases, and the way to the whole history. */
export function PendingTransactions({
  transactions,
}: {
  transactions: readonly CashbackTransaction[];
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-5"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Pending transactions
      </h2>
      {transactions.length === 0 ? (
        <p className="text-base text-muted">{CASHBACK_MESSAGES.noPendingTransactions}</p>
      ) : (
        <ul className="divide-y divide-border">
          {transactions.map((transaction) => (
            <TransactionRow key={transaction.transactionId} transaction={transaction} />
          ))}
        </ul>
      )}
      <ButtonLink to={TRANSACTION_HISTORY_PATH} variant="secondary">
        Transaction History
      </ButtonLink>
    </section>
  );
}
