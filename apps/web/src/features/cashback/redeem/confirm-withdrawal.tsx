import { useId } from 'react';
import type { CashbackProfile } from '@ignite/domain/cashback/cashback-api';
import { formatCents } from '@ignite/domain/cashback/money';
import { AlertBanner } from '@/shared/ui/alert-banner.tsx';
import { Button } from '@/shared/ui/button.tsx';

type Props = {
  amountCents: number;
  /** Partly masked, as the profile answers it. */
  bankAccount: CashbackProfile['bankAccount'];
  busy: boolean;
  problem: string | null;
  onConfirm: () => void;
  onChange: () => void;
};

/**
 * The step before money moves: the amount and the (masked) account it goes to, said once
 * more, so a wrong amount or an old account is caught while it can still be changed. Nothing
 * is sent until the owner presses Withdraw here.
 */
export function ConfirmWithdrawal({
  amountCents,
  bankAccount,
  busy,
  problem,
  onConfirm,
  onChange,
}: Props) {
  const headingId = useId();
  const amount = formatCents(amountCents);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-3xl border border-border bg-surface p-5"
    >
      <h2 id={headingId} className="text-xl font-bold">
        Confirm your withdrawal
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-raised p-4">
        <dt className="text-sm text-muted">Amount</dt>
        <dd className="text-right text-2xl font-bold tabular-nums">{amount}</dd>
        <dt className="text-sm text-muted">BSB</dt>
        <dd className="text-right font-semibold tabular-nums">{bankAccount?.bsb ?? ''}</dd>
        <dt className="text-sm text-muted">Account number</dt>
        <dd className="text-right font-semibold tabular-nums">
          {bankAccount?.accountNumber ?? ''}
        </dd>
      </dl>
      <p className="text-sm text-muted">
        {amount} goes to the bank account above. Nothing is sent until you press Withdraw.
      </p>
      {problem ? <AlertBanner>{problem}</AlertBanner> : null}
      <div className="flex flex-col gap-3">
        <Button disabled={busy} onClick={onConfirm}>
          {busy ? 'Withdrawing…' : `Withdraw ${amount}`}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onChange}>
          Change amount
        </Button>
      </div>
    </section>
  );
}
