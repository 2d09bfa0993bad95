import type { Vehicle } from '@ignite/domain/garage/vehicle';
import { VEHICLE_USAGE_CHOICES } from '@ignite/domain/garage/vehicle-details-form';
import { formatKilometres } from '@ignite/domain/format/grouped-number';

/**
 * A shared vehicle's details, to read only: its owner keeps them (spec part 2 section 6; the
 * garage does not link here for a shared vehicle, but the address can still be typed).
 */
export function ReadOnlyDetails({ vehicle }: { vehicle: Vehicle }) {
  const usage = VEHICLE_USAGE_CHOICES.find(
    (choice) => choice.value === String(vehicle.vehicleUsage),
  );
  const rows: [string, string | null][] = [
    ['Make', vehicle.make],
    ['Model', vehicle.model],
    ['Nickname', vehicle.nickname],
    ['Rego', vehicle.rego],
    ['Registration state', vehicle.regoState],
    ['Odometer', vehicle.odometer === null ? null : formatKilometres(vehicle.odometer)],
    ['Vehicle usage', usage?.label ?? null],
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-2xl border border-border bg-surface p-4 text-base">
        This vehicle is shared with you, so only its owner can change these details.
      </p>
      <dl className="divide-y divide-border rounded-2xl border border-border bg-surface">
        {rows.map(([label, value]) => (
          <div key={label} className="flex min-h-12 items-center justify-between gap-4 px-4 py-3">
            <dt className="shrink-0 text-sm text-muted">{label}</dt>
            <dd className="text-right text-base font-medium">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
