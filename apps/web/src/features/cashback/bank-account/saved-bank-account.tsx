import { useId } from 'react';
import { Button } from '@/shared/ui/button.tsx';
import { DemoSampleNote } from '@/entities/cashback/demo-sample-note.tsx';

type Props = {
  account: { bsb: string; accountNumber: string };
  /** Remove and Clear; null for demo mode's sample account, which has neither. */
  actions: { busy: boolean; onRemove: () => void; onClear: () => void } | null;
};

/** The read-only state (spec part 3 section 2): the saved values, partly masked. */
export function SavedBankAccount({ account, actions }: Props) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-3xl border border-border bg-surface p-5"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Your saved account
      </h2>
      <dl className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-medium">BSB</dt>
          <dd className="min-h-12 rounded-xl border border-dashed border-field bg-raised px-4 py-3 font-mono tabular-nums">
            {account.bsb}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-medium">Account number</dt>
          <dd className="min-h-12 rounded-xl border border-dashed border-field bg-raised px-4 py-3 font-mono tabular-nums">
            {account.accountNumber}
          </dd>
        </div>
      </dl>
      {actions ? (
        <div className="grid grid-cols-2 gap-3">
          <Button variant="secondary" disabled={actions.busy} onClick={actions.onRemove}>
            Remove
          </Button>
          <Button variant="secondary" disabled={actions.busy} onClick={actions.onClear}>
            Clear
          </Button>
        </div>
      ) : (
        <DemoSampleNote />
      )}
    </section>
  );
}
