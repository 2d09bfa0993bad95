import { useEffect, useId, useRef } from 'react';
import type { PairingStatus } from '@ignite/domain/health-monitor/health-monitor-api';
import { formatDefaultDateTime } from '@ignite/domain/format/date-time';
import { Button } from '@/shared/ui/button.tsx';

type Props = {
  statusLabel: string;
  attempts: number;
  wasPairedBefore: boolean;
  pairing: PairingStatus | null;
  onClose: () => void;
};

/**
 * Spec part 2 section 2: the pairing workflow's diagnostics sheet. What a dealership's support
 * person asks for when pairing will not take: the attempts, when pairing began and when the
 * device last reported.
 */
export function DiagnosticsSheet({
  statusLabel,
  attempts,
  wasPairedBefore,
  pairing,
  onClose,
}: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  // The spec's date-and-time format: support wants the minute, not just the day.
  const when = (value: string | null | undefined) =>
    value ? formatDefaultDateTime(new Date(value)) : 'Not yet';
  const rows: [string, string][] = [
    ['Status', statusLabel],
    ['Pairing attempts', String(attempts)],
    ['Paired before', wasPairedBefore ? 'Yes' : 'No'],
    ['Pairing began', when(pairing?.utcDatePairingStarted)],
    ['Last report from the monitor', when(pairing?.utcDateLastSeen)],
  ];
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto mb-0 w-full max-w-lg rounded-t-3xl border border-border bg-surface p-6 text-text backdrop:bg-black/60 sm:mb-auto sm:rounded-3xl"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Diagnostics
      </h2>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-base">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right whitespace-nowrap">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted">
        Still not paired? Check the monitor’s light is on with the engine running, then call your
        dealership with these details.
      </p>
      <Button variant="secondary" className="mt-6 w-full" autoFocus onClick={onClose}>
        Close
      </Button>
    </dialog>
  );
}
