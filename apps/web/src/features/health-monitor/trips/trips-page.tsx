import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { vehicleTrips } from '@ignite/domain/contract/health-monitor';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import type { Trip } from '@ignite/domain/health-monitor/health-monitor-api';
import {
  estimateOdometer,
  formatDistance,
  formatDuration,
} from '@ignite/domain/health-monitor/trips';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { endpointQuery } from '@/shared/api/client.ts';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { Panel } from '../panel.tsx';
import { RouteSketch } from './route-sketch.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { formatKilometres } from '@ignite/domain/format/grouped-number';

const TRIPS_SHOWN = 30;
const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-AU', { hour: 'numeric', minute: '2-digit' });

/** /trips: the drives the health monitor reported, and the odometer they add up to. */
export function TripsPage() {
  return <GarageModelGate>{(garage) => <Trips garage={garage} />}</GarageModelGate>;
}

function Trips({ garage }: { garage: MyGarage }) {
  const answer = useQuery(
    endpointQuery(vehicleTrips, {
      query: { vehicleId: garage.vehicle.vehicleId, count: TRIPS_SHOWN },
    }),
  );
  if (answer.isPending) {
    return <LoadingBlock />;
  }
  const trips = answer.data?.trips ?? [];
  const estimate = answer.data ? estimateOdometer(answer.data.lastOdometerReading, trips) : null;
  if (trips.length === 0) {
    return (
      <p className="rounded-3xl border border-border bg-surface p-5 text-base">
        No trips yet. They appear here once your Health Monitor has reported a drive.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {estimate ? (
        <Panel icon={Gauge} title="Odometer, estimated">
          <p className="text-2xl font-bold min-[360px]:text-3xl">
            About{' '}
            <span className="whitespace-nowrap">{formatKilometres(estimate.estimatedKm)}</span>
          </p>
          <p className="text-base text-muted">
            Your last reading of {formatKilometres(estimate.lastReadingKm)} plus{' '}
            {formatKilometres(estimate.sinceKm)} from {estimate.tripCount}{' '}
            {estimate.tripCount === 1 ? 'trip' : 'trips'} since. An estimate: the odometer itself is
            what counts.
          </p>
          <ButtonLink to={paths.setOdometer} variant="secondary" className="w-full">
            Update Odometer
          </ButtonLink>
        </Panel>
      ) : null}
      <section aria-labelledby="trips-title" className="flex flex-col gap-3">
        <h2 id="trips-title" className="text-lg font-semibold">
          Recent trips
        </h2>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {trips.map((trip) => (
            <TripRow key={trip.tripId} trip={trip} />
          ))}
        </ul>
      </section>
    </div>
  );
}

function TripRow({ trip }: { trip: Trip }) {
  return (
    <li className="flex items-center gap-4 rounded-3xl border border-border bg-surface p-4">
      <RouteSketch route={trip.route} />
      <div className="flex min-w-0 flex-1 flex-col">
        <DateText when={trip.startedAt} format="short" className="text-base font-semibold" />
        <span className="text-sm text-muted">
          {time(trip.startedAt)} to {time(trip.endedAt)}
        </span>
        <span className="text-base">
          {formatDistance(trip.distanceMetres)} · {formatDuration(trip.durationSeconds)}
        </span>
      </div>
    </li>
  );
}
