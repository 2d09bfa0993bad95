import { useId } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { CashbackTransaction, PayoutHistoryItem } from '@ignite/domain/cashback/cashback-api';
import type { CashbackState } from '@ignite/domain/cashback/ledger';
import { formatCents, toCents } from '@ignite/domain/cashback/money';
import { transactionTotals, transactionsTitle } from '@ignite/domain/cashback/transactions';
import { cashbackTransactions } from '@ignite/domain/contract/cashback';
import { endpointQuery } from '@/shared/api/client.ts';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { useCashbackKeys } from '@/entities/cashback/cashback-profile-query.ts';
import { DemoSampleNote } from '@/entities/cashback/demo-sample-note.tsx';
import {
  demoSampleHistory,
  demoSamplePayoutHistory,
  useDemoSwitches,
} from '@/entities/cashback/demo-sample-overlay.ts';
import { FigureTile } from '../shared/figure-tile.tsx';
import { PROFILE_LOAD_FAILED } from '../shared/profile-gate.tsx';
import { TransactionRow } from '../shared/transaction-row.tsx';
import { PayoutRow } from './payout-row.tsx';
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
    // The cashback earned leads, as lifetime and pending in the wallet's own sense; spend and
    // rewards share the row beneath, whatever the width.
    <dl className="grid grid-cols-2 gap-2">
      <FigureTile
        tone="card"
        size="lead"
        label="Lifetime"
        value={formatCents(totals.lifetimeCents)}
      />
      <FigureTile
        tone="card"
        size="lead"
        label="Pending"
        value={formatCents(totals.pendingCents)}
      />
      <FigureTile tone="card" label="Spend" value={formatCents(totals.spendCents)} />
      <FigureTile tone="card" label="Rewards" value={totals.rewards} />
    </dl>
  );
}

/** The owner's withdrawals, with their state and reference; not shown in a category's list. */
function Payouts({ payouts }: { payouts: readonly PayoutHistoryItem[] }) {
  const headingId = useId();
  if (payouts.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl border border-border bg-surface px-5 py-2"
    >
      <h2 id={headingId} className="pt-3 text-base font-bold">
        Withdrawals
      </h2>
      <ul className="divide-y divide-border">
        {payouts.map((payout) => (
          <PayoutRow key={payout.payoutId} payout={payout} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /ignite/transactions/:transactionType? (spec part 3 section 2): every purchase, or those of
 * one category ('fuel' shows as Fuel), with totals of cashback (lifetime and pending), spend
 * and rewards that count Clear, Pending and Settled only; and, in the full list, the owner's
 * withdrawals.
 */
export function TransactionsPage() {
  const { transactionType } = useParams();
  const keys = useCashbackKeys();
  const listId = useId();
  const title = transactionsTitle(transactionType);
  const category = transactionType?.trim() || undefined;
  const demo = useDemoSwitches();
  const query = useQuery({
    ...endpointQuery(cashbackTransactions, {
      body: {
        appConsumerId: keys?.appConsumerId ?? '',
        // The host app's id of the car, as the spec names the field: not our vehicleId.
        appVehicleId: keys?.appVehicleId ?? '',
        ...(category ? { category } : {}),
      },
    }),
    // Demo mode's transactions switch shows the sample instead: nothing to ask.
    enabled: keys !== null && !demo.transactions,
  });
  const transactions = demo.transactions
    ? demoSampleHistory(new Date(), category)
    : query.data?.transactions;
  const payouts = demo.transactions
    ? demoSamplePayoutHistory(new Date(), category)
    : (query.data?.payouts ?? []);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageTitle title={title} />
      <TransactionTypeLinks active={category ?? null} />
      {transactions ? (
        <>
          {demo.transactions ? <DemoSampleNote /> : null}
          <Totals transactions={transactions} />
          <section
            aria-labelledby={listId}
            className="rounded-3xl border border-border bg-surface px-5 py-2"
          >
            <h2 id={listId} className="sr-only">
              {title}
            </h2>
            {transactions.length === 0 ? (
              <p className="py-4 text-base text-muted">You have no transactions yet</p>
            ) : (
              <ul className="divide-y divide-border">
                {transactions.map((transaction) => (
                  <TransactionRow key={transaction.transactionId} transaction={transaction} />
                ))}
              </ul>
            )}
          </section>
          <Payouts payouts={payouts} />
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
