import { useSession } from '../../shared/session/session-store.ts';
import { ComingNext } from '../../shared/ui/coming-next.tsx';
import { useVehicle } from './api/get-vehicle.ts';
import { DealershipCard } from './dealership-card.tsx';
import { VehicleCard } from './vehicle-card.tsx';

/** Spec part 2 section 2: what /my-garage says when its data cannot be loaded. */
export const GARAGE_LOAD_FAILED = 'There was a problem, please try again later';

/** My Garage, first cut: the active vehicle. Conditions and actions come with the garage. */
export function GaragePage() {
  const session = useSession();
  const user = session?.user;
  const vehicle = user?.activeVehicle;
  const key =
    user?.organisationConsumerId && vehicle
      ? { organisationConsumerId: user.organisationConsumerId, vehicleId: vehicle.vehicleId }
      : null;
  const query = useVehicle(key);

  if (!key) {
    return (
      <ComingNext icon="garage" iconSet="primary" heading="No vehicle yet">
        Your garage shows your car once your dealership has set it up.
      </ComingNext>
    );
  }
  if (query.isPending) {
    return <div aria-busy="true" className="h-64 animate-pulse rounded-3xl bg-surface" />;
  }
  if (!query.data?.success) {
    return (
      <p role="alert" className="rounded-2xl border border-border bg-surface p-5 text-base">
        {GARAGE_LOAD_FAILED}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-base text-muted">Welcome back, {user?.firstName}</p>
      <VehicleCard vehicle={query.data.data} />
      {user?.organisationName ? <DealershipCard name={user.organisationName} /> : null}
      <p className="px-1 text-sm text-muted">
        Conditions, care plan and service history arrive in the next release of your garage.
      </p>
    </div>
  );
}
