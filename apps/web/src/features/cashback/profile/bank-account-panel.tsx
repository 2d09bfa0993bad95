import { useId } from 'react';
import { Link } from 'react-router';
import { Landmark } from 'lucide-react';
import type { CashbackProfile } from '@ignite/domain/cashback/cashback-api';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { buttonClass } from '@/shared/ui/button.tsx';
import { DemoSampleNote } from '@/entities/cashback/demo-sample-note.tsx';

/**
 * Spec part 3 section 2: the account payouts go to, partly masked as the server answers it,
 * with Change. The generic variant (no home dealership) promotes adding one: withdrawing to
 * the bank is the only way its cashback is spent.
 */
export function BankAccountPanel({
  profile,
  isDemoSample,
}: {
  profile: CashbackProfile;
  /** The account is demo mode's sample: shown, never changed. */
  isDemoSample: boolean;
}) {
  const headingId = useId();
  const account = profile.bankAccount;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
          <Glyph icon={Landmark} className="text-xl text-accent" />
          Bank account
        </h2>
        {account && !isDemoSample ? (
          <Link
            to={paths.manageBankAccount}
            aria-label="Change bank account"
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            Change
          </Link>
        ) : null}
      </div>
      {isDemoSample ? <DemoSampleNote /> : null}
      {account ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-base">
          <dt className="text-muted">BSB</dt>
          <dd className="font-mono tabular-nums">{account.bsb}</dd>
          <dt className="text-muted">Account number</dt>
          <dd className="font-mono tabular-nums">{account.accountNumber}</dd>
        </dl>
      ) : (
        <>
          <p className="text-sm text-muted">
            {profile.isGeneric
              ? 'Add your bank account so your cashback can be paid straight into it. It takes a minute, and you only do it once.'
              : 'Add the bank account your cashback should be paid into.'}
          </p>
          <Link to={paths.manageBankAccount} className={buttonClass('secondary')}>
            Add bank account
          </Link>
        </>
      )}
    </section>
  );
}
