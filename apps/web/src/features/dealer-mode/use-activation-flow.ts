import { useState } from 'react';
import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import { type ActivationState, activationStateOf } from '@ignite/domain/dealer-mode/dealer-rules';

/** What the activation form starts from when no vehicle was found: the rego or VIN typed. */
export type NewVehicle = { rego: string; vin: string | null };

export type ActivationFlow = {
  state: ActivationState;
  /** The vehicle chosen, activated or already activated; null while ready or not matched. */
  vehicle: DealerVehicle | null;
  newVehicle: NewVehicle | null;
};

const READY: ActivationFlow = { state: 'ready', vehicle: null, newVehicle: null };

/**
 * Spec part 3 section 4, the dealer activation flow: ready; matched (found, not activated);
 * not-matched (none found, a new one prepared); vehicle-activated; already-activated. Close
 * and the cross go back to ready.
 */
export function useActivationFlow() {
  const [flow, setFlow] = useState<ActivationFlow>(READY);
  return {
    flow,
    /** A vehicle chosen from the search: matched or already activated. */
    choose: (vehicle: DealerVehicle) =>
      setFlow({ state: activationStateOf(vehicle), vehicle, newVehicle: null }),
    /** Nothing found for a rego or VIN: a new vehicle is prepared with it. */
    prepareNew: (newVehicle: NewVehicle) =>
      setFlow({ state: activationStateOf(null), vehicle: null, newVehicle }),
    activated: (vehicle: DealerVehicle) =>
      setFlow({ state: 'vehicle-activated', vehicle, newVehicle: null }),
    reset: () => setFlow(READY),
  };
}
