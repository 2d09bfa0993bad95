import { useState } from 'react';
import type { Vehicle } from '@ignite/domain/garage/vehicle';
import { useMyGarage } from '@/entities/vehicle/my-garage-query.ts';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { ReadOnlyDetails } from './read-only-details.tsx';
import { ResetVehicleAction } from './reset-vehicle-action.tsx';
import { VehicleDetailsForm } from './vehicle-details-form.tsx';

/** /my-garage/vehicle-details: the vehicle details form and Reset Vehicle (spec part 2 s2, s5). */
export function VehicleDetailsPage() {
  return (
    <GarageModelGate>
      {({ vehicle }) =>
        vehicle.isShared ? (
          <ReadOnlyDetails vehicle={vehicle} />
        ) : (
          <VehicleDetails loaded={vehicle} />
        )
      }
    </GarageModelGate>
  );
}

function VehicleDetails({ loaded }: { loaded: Vehicle }) {
  // A reset changes the details under the form: a new key starts it from the reset vehicle.
  const [resets, setResets] = useState(0);
  // Read here, not only from the gate: once a reset's refresh is done the cache holds the
  // reset vehicle, but the gate may not have re-rendered yet, and the new form must not
  // start from the old details.
  const vehicle = useMyGarage().data?.vehicle ?? loaded;
  return (
    <div className="flex flex-col gap-8">
      <VehicleDetailsForm key={resets} vehicle={vehicle} />
      <ResetVehicleAction
        vehicleId={vehicle.vehicleId}
        onReset={() => setResets((count) => count + 1)}
      />
    </div>
  );
}
