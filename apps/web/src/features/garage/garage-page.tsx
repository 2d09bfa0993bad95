import { useSearchParams } from 'react-router';
import { Icon } from '@/shared/icons/icon.tsx';
import { useSession } from '@/shared/session/session-store.ts';
import { useIsExpertMode } from '@/shared/settings/display-preferences.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ComingNext } from '@/shared/ui/coming-next.tsx';
import { useMyGarage } from '@/entities/vehicle/my-garage-query.ts';
import { GARAGE_LOAD_FAILED } from '@/entities/vehicle/garage-model-gate.tsx';
import { BookingsPanel } from './home/bookings-panel.tsx';
import { garagePanel } from './home/garage-panel.ts';
import { GarageSkeleton } from './home/garage-skeleton.tsx';
import { Greeting } from './home/greeting.tsx';
import { VehiclePanel } from './home/vehicle-panel.tsx';

/**
 * My Garage: the vehicle panel by default, or the bookings (?p=bookings). It does not use
 * GarageModelGate: the home page has its own skeleton, a 'no vehicle yet' state and Try again.
 */
export function GaragePage() {
  const user = useSession()?.user;
  const expert = useIsExpertMode();
  const [query] = useSearchParams();
  const garage = useMyGarage();

  if (!garage.key) {
    return (
      <ComingNext icon="garage" iconSet="primary" heading="No vehicle yet">
        Your garage shows your car once your dealership has set it up.
      </ComingNext>
    );
  }
  // A failed refetch keeps the model it had: only a garage never loaded shows the failure.
  if (garage.data === undefined) {
    if (!garage.isError) return <GarageSkeleton />;
    return (
      <section className="flex flex-col items-center gap-5 rounded-3xl border border-border bg-surface px-5 py-8 text-center">
        <span className="grid size-16 place-items-center rounded-2xl bg-raised text-accent">
          <Icon name="unplugged" set="special" size="text-3xl" />
        </span>
        <p role="alert" className="text-lg font-semibold">
          {GARAGE_LOAD_FAILED}
        </p>
        <Button
          variant="secondary"
          className="w-full"
          disabled={garage.isFetching}
          onClick={() => void garage.refetch()}
        >
          Try again
        </Button>
      </section>
    );
  }

  if (garagePanel(query) === 'bookings') {
    return (
      <BookingsPanel
        appointments={garage.data.appointments}
        location={garage.data.serviceLocation ?? garage.data.dealerLocation}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Greeting firstName={user?.firstName} />
      <VehiclePanel garage={garage.data} expert={expert} permissions={user?.permissions ?? []} />
    </div>
  );
}
