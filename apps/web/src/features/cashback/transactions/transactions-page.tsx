import { useId } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CashbackTransaction } from '@ignite/domain/cashback/cashback-api';
import type { CashbackState } from '@ignite/domain/cashback/ledger';
import { formatCents, toCents } from '@ignite/domain/cashback/money';
import { transactionTotals, transactionsTitle } from '@ignite/domain/cashback/transactions';
import { cashbackTransactions } from '@ignite/domain/contract/cashback';
import { endpointQuery } from '@/shared/api/client.ts';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { useCashbackKeys } from '@/entities/cashback/cashback-profile-query.ts';
import { PROFILE_LOAD_FAILED } from '../shared/profile-gate.tsx';
import { TransactionRow } from '../shared/transaction-row.tsx';
import { TransactionTypeLinks } from './transaction-type-links.tsx';

function Totals({ transactions }: { transactions: readonly CashbackTransaction[] }) {
  const totals = transactionTotals(
    transactions.map(({ state, cashbackAmount, purchaseAmount }) => ({
      // The schema holds the state to 0..3.
      state: state as CashbackState,
      cashbackCents: toCents(cashbackAmount),
      purchaseCents: toCents(purchaseAmount),
    })),
  );
  return (
    // The cashback leads; spend and rewards share the row beneath, whatever the width.
    <dl className="grid grid-cols-2 gap-2">
      <div className="col-span-2 rounded-2xl border border-border bg-surface p-4">
        <dt className="text-sm text-muted">Cashback</dt>
        <dd className="text-3xl font-bold tracking-tight tabular-nums">
          {formatCents(totals.cashbackCents)}
        </dd>
      </div>
      <div className="min-w-0 rounded-2xl border border-border bg-surface p-3">
        <dt className="text-sm text-muted">Spend</dt>
        <dd className="text-lg font-semibold break-words tabular-nums">
          {formatCents(totals.spendCents)}
        </dd>
      </div>
      <div className="min-w-0 rounded-2xl border border-border bg-surface p-3">
        <dt className="text-sm text-muted">Rewards</dt>
        <dd className="text-lg font-semibold tabular-nums">{totals.rewards}</dd>
      </div>
    </dl>
  );
}

/**
 * /ignite/transactions/:transactionType? (spec part 3 section 2): every purchase, or those of
 * one category ('fuel' shows as Fuel), with totals of cashback, spend and rewards that count
 * Clear, Pending and Settled only.
 */
export function TransactionsPage() {
  const { transactionType } = useParams();
  const keys = useCashbackKeys();
  const listId = useId();
  const title = transactionsTitle(transactionType);
  const category = transactionType?.trim() || undefined;
  const query = useQuery({
    ...endpointQuery(cashbackTransactions, {
      body: {
        appConsumerId: keys?.appConsumerId ?? '',
        appVehicleId: keys?.vehicleId ?? '',
        ...(category ? { category } : {}),
      },
    }),
    enabled: keys !== null,
  });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageTitle title={title} />
      <TransactionTypeLinks active={category ?? null} />
      {query.data ? (
        <>
          <Totals transactions={query.data.transactions} />
          <section
            aria-labelledby={listId}
            className="rounded-3xl border border-border bg-surface px-5 py-2"
          >
            <h2 id={listId} className="sr-only">
              {title}
            </h2>
            {query.data.transactions.length === 0 ? (
              <p className="py-4 text-base text-muted">You have no transactions yet</p>
            ) : (
              <ul className="divide-y divide-border">
                {query.data.transactions.map((transaction) => (
                  <TransactionRow key={transaction.transactionId} transaction={transaction} />
                ))}
              </ul>
            )}
          </section>
        </>
      ) : query.isError || !keys ? (
        <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
          <p role="alert" className="text-base font-semibold">
            {PROFILE_LOAD_FAILED}
          </p>
          <Button
            variant="secondary"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </section>
      ) : (
        <>
          <LoadingBlock className="h-20 rounded-2xl bg-surface" />
          <LoadingBlock className="h-80 rounded-3xl bg-surface" />
        </>
      )}
    </div>
  );
}
