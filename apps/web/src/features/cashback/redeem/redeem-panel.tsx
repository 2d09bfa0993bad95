import { useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  CASHBACK_MESSAGES,
  type CashbackProfile,
  type PayoutAnswer,
} from '@ignite/domain/cashback/cashback-api';
import { toCents } from '@ignite/domain/cashback/money';
import {
  DEFAULT_PAYOUT,
  type PayoutChoice,
  typedPayoutError,
  payoutChoices,
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
import { ConfirmWithdrawal } from './confirm-withdrawal.tsx';
import { WithdrawBlocked } from './withdraw-blocked-notice.tsx';
import { type PayoutPick, PayoutAmountPicker, pickedAmount } from './payout-amount-picker.tsx';

type Props = {
  profile: Pick<
    CashbackProfile,
    | 'availableAmount'
    | 'minimumIgniteBeforeRedemption'
    | 'hasCashbackThatCanBeRedeemed'
    | 'hasBankAccountDetails'
    | 'bankAccount'
    | 'owedMessage'
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

/** The default payout (10) when it is one of the choices, else the first there is. */
function defaultPick(choices: readonly PayoutChoice[]): PayoutPick {
  const preferred = choices.find(({ amount }) => amount === DEFAULT_PAYOUT) ?? choices[0];
  return preferred
    ? { choice: preferred.choice, customText: String(preferred.amount) }
    : { choice: 'custom', customText: '' };
}

/**
 * The withdrawal (spec part 3 sections 2, 5 and 8) in two steps: the amount (only the
 * quick-select choices the available amount allows, or a custom one), then its confirmation
 * with the masked bank account, and only then the payout; the answer is the thank-you with
 * the new balance, or why it failed. `onWithdraw` makes the call.
 */
export function RedeemPanel({ profile, demo, onWithdraw }: Props) {
  const availableCents = toCents(profile.availableAmount);
  const choices = payoutChoices(availableCents, profile.minimumIgniteBeforeRedemption);
  const [pick, setPick] = useState<PayoutPick>(() => defaultPick(choices));
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [paid, setPaid] = useState<PayoutAnswer | null>(null);
  // A double tap's second tap arrives before `busy` disables the button: this stops it.
  const inFlight = useRef(false);

  const blocked = withdrawBlockedReason(profile, demo);
  const amount = pickedAmount(pick, choices);
  const amountCents = toCents(amount);
  const amountError = blocked ? null : typedPayoutError(amount, availableCents);

  function review(event: FormEvent) {
    event.preventDefault();
    if (blocked || amountError) return;
    setProblem(null);
    setReviewing(true);
  }

  async function withdraw() {
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

  if (blocked) {
    return (
      <WithdrawBlocked
        availableAmount={profile.availableAmount}
        reason={blocked}
        needsBankAccount={blocked === CASHBACK_MESSAGES.noBankAccount}
      />
    );
  }

  if (reviewing) {
    return (
      <ConfirmWithdrawal
        amountCents={amountCents}
        bankAccount={profile.bankAccount}
        busy={busy}
        problem={problem}
        onConfirm={() => void withdraw()}
        onChange={() => {
          setProblem(null);
          setReviewing(false);
        }}
      />
    );
  }

  return (
    <form
      noValidate
      onSubmit={review}
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
        choices={choices}
        pick={pick}
        error={amountError}
        disabled={false}
        onChange={(next) => {
          setProblem(null);
          setPick(next);
        }}
      />
      <Button type="submit" disabled={amountError !== null}>
        Continue
      </Button>
    </form>
  );
}
