import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import { consumerDisplayName, vehicleDisplayName } from '@ignite/domain/dealer-mode/dealer-rules';

/** A vehicle as staff read it (spec part 3 section 3): its name, plate, app and customer. */
export function VehicleSummary({ vehicle }: { vehicle: DealerVehicle }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-lg font-semibold break-words">{vehicleDisplayName(vehicle)}</p>
      <p className="text-sm text-muted">
        {[vehicle.rego, vehicle.regoState].filter(Boolean).join(' · ') || 'No rego yet'}
      </p>
      {vehicle.vin ? <p className="text-sm break-all text-muted">VIN {vehicle.vin}</p> : null}
      <p className="text-sm text-muted">
        {vehicle.appName} · {consumerDisplayName(vehicle)}
      </p>
    </div>
  );
}

/** Where a vehicle stands: in stock, activated, or claimed by its customer. */
export function VehicleStatus({ vehicle }: { vehicle: DealerVehicle }) {
  const [label, tone] = vehicle.isClaimed
    ? ['Claimed', 'border-success text-success']
    : vehicle.isActivated
      ? ['Activated', 'border-border text-text']
      : ['Not activated', 'border-warning text-warning'];
  return (
    <span className={`shrink-0 rounded-full border px-2.5 py-1 text-xs font-semibold ${tone}`}>
      {label}
    </span>
  );
}
