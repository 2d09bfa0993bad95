import { useId } from 'react';
import type { CashbackProfile } from '@ignite/domain/cashback/cashback-api';
import { formatCents, toCents } from '@ignite/domain/cashback/money';
import { progressTowardMinimum } from '@ignite/domain/cashback/redemption';
import { paths } from '@/shared/routes.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import type { DemoSwitches } from '@/entities/cashback/demo-sample-overlay.ts';
import { formatDollars } from '@/entities/cashback/money-text.ts';
import { FigureTile } from '../shared/figure-tile.tsx';
import { withdrawBlockedReason } from '../shared/withdraw-blocked.ts';
import { spendingNote } from './variant-note.tsx';

/**
 * Spec part 3 section 2: the available amount with its progress toward the minimum balance, the
 * Withdraw button (disabled, with the reason, until there is cashback to redeem and an account
 * to pay it to), the lifetime and pending totals, and what the cashback is for.
 */
export function BalancePanel({ profile, demo }: { profile: CashbackProfile; demo: DemoSwitches }) {
  const reasonId = useId();
  const labelId = useId();
  const availableCents = toCents(profile.availableAmount);
  const minimumCents = toCents(profile.minimumIgniteBeforeRedemption);
  const minimum = formatCents(minimumCents);
  const progress = progressTowardMinimum(availableCents, profile.minimumIgniteBeforeRedemption);
  const percent = Math.round(progress * 100);
  const reached = progress >= 1;
  const reason = withdrawBlockedReason(profile, demo);

  return (
    <section
      aria-labelledby={labelId}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <div>
        <h2 id={labelId} className="text-sm font-semibold text-muted">
          Available cashback
        </h2>
        <p className="mt-1 text-4xl font-bold tracking-tight tabular-nums">
          {formatDollars(profile.availableAmount)}
        </p>
        {profile.owedMessage ? (
          <p className="mt-1 text-sm font-semibold text-danger">{profile.owedMessage}</p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <div
          role="progressbar"
          aria-label={`Progress toward the ${minimum} minimum`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 overflow-hidden rounded-full bg-raised"
        >
          <div
            className={`h-full rounded-full ${reached ? 'bg-success' : 'bg-accent'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-sm text-muted">
          {reached
            ? `You have reached the ${minimum} minimum to withdraw`
            : `${formatCents(minimumCents - availableCents)} more to reach the ${minimum} minimum`}
        </p>
      </div>
      {reason === null ? (
        <ButtonLink to={paths.redeemCashback}>Withdraw</ButtonLink>
      ) : (
        <>
          <Button disabled aria-describedby={reasonId}>
            Withdraw
          </Button>
          <p id={reasonId} className="-mt-2 text-sm text-muted">
            {reason}
          </p>
        </>
      )}
      <dl className="grid grid-cols-2 gap-3">
        <FigureTile tone="inset" label="Lifetime" value={formatDollars(profile.lifetimeAmount)} />
        <FigureTile tone="inset" label="Pending" value={formatDollars(profile.pendingAmount)} />
      </dl>
      <p className="text-sm text-muted">
        {spendingNote(profile.isGeneric, formatCents(minimumCents))}
      </p>
    </section>
  );
}
