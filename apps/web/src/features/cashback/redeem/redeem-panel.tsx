import { useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  CASHBACK_MESSAGES,
  type CashbackProfile,
  type PayoutAnswer,
} from '@ignite/domain/cashback/cashback-api';
import { toCents } from '@ignite/domain/cashback/money';
import {
  DEFAULT_PAYOUT,
  payoutAmountError,
  payoutQuickSelect,
} from '@ignite/domain/cashback/redemption';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import type { ApiResult } from '@/shared/api/result.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import type { DemoSwitches } from '@/entities/cashback/demo-sample-overlay.ts';
import { formatDollars } from '@/entities/cashback/money-text.ts';
import { withdrawBlockedReason } from '../shared/withdraw-blocked.ts';
import { type PayoutPick, PayoutAmountPicker, pickedAmount } from './payout-amount-picker.tsx';
import { AlertBanner } from '@/shared/ui/alert-banner.tsx';

type Props = {
  profile: Pick<
    CashbackProfile,
    'availableAmount' | 'hasCashbackThatCanBeRedeemed' | 'hasBankAccountDetails' | 'owedMessage'
  >;
  /** Demo mode's switches: with demo figures or a demo account shown, nothing is paid. */
  demo?: DemoSwitches;
  onWithdraw: (amount: number) => Promise<ApiResult<PayoutAnswer>>;
};

/**
 * Spec part 3 section 8: a refused payout shows the server's message, or 'An unknown error
 * occurred. Please try again' when it sent none (the request layer's stand-in for none is the
 * generic sentence).
 */
function failureText(messages: readonly string[]): string {
  return (
    messages.find((message) => message !== GENERIC_ERROR_MESSAGE) ?? CASHBACK_MESSAGES.payoutUnknown
  );
}

/** The quick-select choice the default payout (10) stands for: the lowest. */
const DEFAULT_PICK: PayoutPick = { choice: 'lowest', customText: String(DEFAULT_PAYOUT) };

/**
 * The withdrawal (spec part 3 sections 2, 5 and 8): the amount, Withdraw (disabled without
 * redeemable cashback or bank details, and while the amount is not one that can be paid), and
 * the answer: the thank-you with the new balance, or why it failed. `onWithdraw` makes the call.
 */
export function RedeemPanel({ profile, demo, onWithdraw }: Props) {
  const reasonId = useId();
  const availableCents = toCents(profile.availableAmount);
  const quick = payoutQuickSelect(availableCents);
  const [pick, setPick] = useState<PayoutPick>(DEFAULT_PICK);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState<PayoutAnswer | null>(null);
  // A double tap's second tap arrives before `busy` disables the button: this stops it.
  const inFlight = useRef(false);

  const blocked = withdrawBlockedReason(profile, demo);
  const amount = pickedAmount(pick, quick);
  const amountError = blocked ? null : payoutAmountError(toCents(amount), availableCents);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inFlight.current || blocked || amountError) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const result = await onWithdraw(amount);
      if (result.success) setPaid(result.data);
      else setProblem(failureText(result.messages));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  if (paid) {
    return (
      <section className="flex flex-col items-center gap-4 rounded-3xl border border-border bg-surface p-6 text-center">
        <Glyph icon={CircleCheck} className="text-5xl text-success" />
        <p role="status" className="text-xl font-bold">
          {CASHBACK_MESSAGES.payoutIssued}
        </p>
        <p className="text-base text-muted">{CASHBACK_MESSAGES.payoutNote}</p>
        <dl className="w-full rounded-2xl bg-raised p-4">
          <dt className="text-sm text-muted">Available cashback now</dt>
          <dd className="text-3xl font-bold tabular-nums">{formatDollars(paid.newBalance)}</dd>
        </dl>
        <ButtonLink to={paths.cashback} replace className="w-full">
          Done
        </ButtonLink>
      </section>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Withdraw cashback"
      className="flex flex-col gap-5 rounded-3xl border border-border bg-surface p-5"
    >
      <div>
        <h2 className="text-sm font-semibold text-muted">Available cashback</h2>
        <p className="text-3xl font-bold tracking-tight tabular-nums">
          {formatDollars(profile.availableAmount)}
        </p>
      </div>
      <PayoutAmountPicker
        quick={quick}
        pick={pick}
        error={amountError}
        disabled={busy || blocked !== null}
        onChange={(next) => {
          setProblem(null);
          setPick(next);
        }}
      />
      {problem ? <AlertBanner>{problem}</AlertBanner> : null}
      <Button
        type="submit"
        disabled={busy || blocked !== null || amountError !== null}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {busy ? 'Withdrawing…' : 'Withdraw'}
      </Button>
      {blocked ? (
        <p id={reasonId} className="-mt-2 text-sm text-muted">
          {blocked}
        </p>
      ) : null}
    </form>
  );
}
