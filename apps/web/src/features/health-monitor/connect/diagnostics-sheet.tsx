import { useId } from 'react';
import type { PairingStatus } from '@ignite/domain/health-monitor/health-monitor-api';
import { formatDefaultDateTime } from '@ignite/domain/format/date-time';
import { SheetSize } from '@ignite/domain/sheet-size';
import { Button } from '@/shared/ui/button.tsx';
import { Sheet } from '@/shared/ui/sheet.tsx';

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
 * device last reported. A Medium sheet.
 */
export function DiagnosticsSheet({
  statusLabel,
  attempts,
  wasPairedBefore,
  pairing,
  onClose,
}: Props) {
  const titleId = useId();
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
    <Sheet size={SheetSize.Medium} labelledBy={titleId} onClose={onClose} className="p-6">
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
    </Sheet>
  );
}
