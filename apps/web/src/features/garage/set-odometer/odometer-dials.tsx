import { odometerDisplayDigits } from '@ignite/domain/garage/set-odometer';
import { formatKilometres } from '@ignite/domain/format/grouped-number';

type Props = { label: string; reading: number | null; highlight?: boolean };

/**
 * A reading as seven dashboard dials. The dials are drawn for the eye; a screen reader hears
 * the label and the reading as a number ('New reading: 57,800 km').
 */
export function OdometerDials({ label, reading, highlight = false }: Props) {
  const digits = odometerDisplayDigits(reading);
  const spoken = reading === null ? 'not set' : formatKilometres(reading);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-muted">{label}</p>
      <p className="sr-only">{`${label}: ${spoken}`}</p>
      <div aria-hidden="true" className="flex items-center gap-1">
        {[...digits].map((digit, index) => (
          <span
            key={index}
            className={`grid h-12 flex-1 place-items-center rounded-lg border font-mono text-2xl font-bold tabular-nums ${
              highlight ? 'border-accent bg-raised text-text' : 'border-border bg-raised text-muted'
            }`}
          >
            {digit}
          </span>
        ))}
        <span className="ml-1 text-base font-medium text-muted">km</span>
      </div>
    </div>
  );
}
