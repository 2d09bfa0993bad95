import { Link } from 'react-router';
import type { Vehicle } from '@ignite/domain/garage/vehicle';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { HealthScore } from './health-score.tsx';
import { VehicleActions } from './vehicle-actions.tsx';
import { formatGrouped } from '@ignite/domain/format/grouped-number';
import { VehicleName } from '../vehicle-name.tsx';

/**
 * Spec part 2 section 2, vehicle view: the nickname (else the display name), registration,
 * odometer (a way to update it), the health score out of 100, a Shared badge for a shared
 * vehicle, and the expandable actions menu.
 */
export function VehicleHeader({ vehicle }: { vehicle: Vehicle }) {
  const name = vehicle.nickname || vehicle.displayName;
  const described = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return (
    <section
      aria-labelledby="vehicle-name"
      className="rounded-3xl border border-border bg-surface p-5"
    >
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-muted">Your vehicle</p>
          <h2
            id="vehicle-name"
            className="mt-1 text-2xl leading-tight font-bold tracking-tight [overflow-wrap:anywhere]"
          >
            <VehicleName name={name} />
          </h2>
          {described && described !== name ? (
            <p className="mt-1 text-sm text-muted [overflow-wrap:anywhere]">
              <VehicleName name={described} />
            </p>
          ) : null}
          {vehicle.isShared ? (
            <span className="mt-2 inline-flex items-center gap-1 rounded-full bg-raised px-2.5 py-1 text-xs font-semibold">
              <Icon name="user" size="text-sm" />
              Shared
            </span>
          ) : null}
        </div>
        {vehicle.condition ? <HealthScore score={vehicle.condition.score} /> : null}
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-raised p-3">
          <dt className="text-sm text-muted">Registration</dt>
          <dd className="mt-1.5 flex flex-wrap items-baseline gap-x-2">
            <span className="rounded-md border-2 border-text px-1.5 font-mono text-base font-bold tracking-widest">
              {vehicle.rego ?? '—'}
            </span>
            {vehicle.regoState ? (
              <span className="text-sm text-muted">{vehicle.regoState}</span>
            ) : null}
          </dd>
        </div>
        <div className="relative rounded-2xl bg-raised p-3 hover:ring-1 hover:ring-muted">
          <dt className="flex items-center gap-1.5 pr-5 text-sm text-muted">
            {/* Below 360 px the tile has room for the word or the picture, not both. */}
            <Icon name="odometer" size="text-base" className="max-[359px]:hidden" />
            Odometer
            {/* In the corner, so a narrow tile never pushes it past the edge. */}
            <Icon name="chevronRight" size="text-lg" className="absolute top-3 right-2" />
          </dt>
          <dd className="mt-1.5">
            {/* The whole box is the link: its stretched ::after covers the cell. */}
            <Link
              to={paths.setOdometer}
              className="text-lg font-bold tabular-nums after:absolute after:inset-0 after:rounded-2xl min-[360px]:text-xl"
            >
              {/* A long reading may break between digits, never inside "km". */}
              <span className="[overflow-wrap:anywhere]">
                {vehicle.odometer === null ? '—' : formatGrouped(vehicle.odometer)}
              </span>
              <span className="ml-1 text-sm font-medium whitespace-nowrap text-muted">km</span>
              <span className="sr-only">, update the odometer</span>
            </Link>
          </dd>
        </div>
      </dl>

      <VehicleActions isShared={vehicle.isShared} />
    </section>
  );
}
