import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import { consumerDisplayName, vehicleDisplayName } from '@ignite/domain/dealer-mode/dealer-rules';

/**
 * A vehicle as staff read it (spec part 3 section 3): its name, plate, app and customer. Long
 * words (a 60-character name, a VIN) break onto the next line, never past the card's edge.
 */
export function VehicleSummary({ vehicle }: { vehicle: DealerVehicle }) {
  return (
    <div className="flex w-full min-w-0 flex-col gap-1">
      <p className="text-lg font-semibold wrap-anywhere">{vehicleDisplayName(vehicle)}</p>
      <p className="text-sm wrap-anywhere text-muted">
        {[vehicle.rego, vehicle.regoState].filter(Boolean).join(' · ') || 'No rego yet'}
      </p>
      {vehicle.vin ? <p className="text-sm break-all text-muted">VIN {vehicle.vin}</p> : null}
      <p className="text-sm wrap-anywhere text-muted">
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
