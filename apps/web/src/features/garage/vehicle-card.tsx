import type { Vehicle } from '@ignite/domain/vehicle';
import { Icon } from '../../shared/icons/icon.tsx';
import { GaugeArt } from '../../shared/ui/gauge-art.tsx';

const kilometres = new Intl.NumberFormat('en-AU');

/** Spec part 2 section 2, vehicle view: name, registration and odometer. */
export function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const subtitle = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return (
    <section
      aria-labelledby="vehicle-name"
      className="relative overflow-hidden rounded-3xl border border-border bg-surface p-6"
    >
      <GaugeArt className="absolute -top-16 -right-16 size-44 opacity-20" />
      <div className="relative pr-16">
        <p className="text-sm font-medium text-muted">Your vehicle</p>
        <h2 id="vehicle-name" className="mt-1 text-3xl font-bold tracking-tight">
          {vehicle.displayName}
        </h2>
        {subtitle && subtitle !== vehicle.displayName ? (
          <p className="mt-1 text-base text-muted">{subtitle}</p>
        ) : null}
        {vehicle.isShared ? (
          <span className="mt-3 inline-block rounded-full bg-raised px-3 py-1 text-xs font-semibold">
            Shared
          </span>
        ) : null}
      </div>

      <dl className="relative mt-8 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-raised p-4">
          <dt className="text-sm text-muted">Registration</dt>
          <dd className="mt-2">
            <span className="inline-block rounded-md border-2 border-text px-2 py-0.5 font-mono text-lg font-bold tracking-widest">
              {vehicle.rego ?? '—'}
            </span>
            {vehicle.regoState ? (
              <span className="ml-2 text-sm text-muted">{vehicle.regoState}</span>
            ) : null}
          </dd>
        </div>
        <div className="rounded-2xl bg-raised p-4">
          <dt className="flex items-center gap-1.5 text-sm text-muted">
            <Icon name="odometer" size="text-base" />
            Odometer
          </dt>
          <dd className="mt-2 text-2xl font-bold tabular-nums">
            {vehicle.odometer === null ? '—' : kilometres.format(vehicle.odometer)}
            <span className="ml-1 text-base font-medium text-muted">km</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
