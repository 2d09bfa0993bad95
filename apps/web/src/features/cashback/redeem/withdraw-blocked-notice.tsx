import { useId } from 'react';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { formatDollars } from '@/entities/cashback/money-text.ts';

type Props = {
  availableAmount: number;
  reason: string;
  needsBankAccount: boolean;
};

/**
 * Nothing can be withdrawn yet (below the minimum, no bank account, a debt, or demo figures):
 * the page says why and offers no amount, only the way on.
 */
export function WithdrawBlocked({ availableAmount, reason, needsBankAccount }: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <div>
        <h2 id={headingId} className="text-sm font-semibold text-muted">
          Available cashback
        </h2>
        <p className="text-3xl font-bold tracking-tight tabular-nums">
          {formatDollars(availableAmount)}
        </p>
      </div>
      <p role="status" className="text-base font-semibold">
        {reason}
      </p>
      {needsBankAccount ? (
        <ButtonLink to={paths.manageBankAccount}>Add bank account</ButtonLink>
      ) : null}
      <ButtonLink to={paths.cashback} variant={needsBankAccount ? 'secondary' : 'primary'}>
        Back to cashback
      </ButtonLink>
    </section>
  );
}
