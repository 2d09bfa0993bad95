import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { RESET_VEHICLE_QUESTION } from '@ignite/domain/garage/vehicle-details-form';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useRefreshMyGarage } from '@/entities/vehicle/my-garage-query.ts';
import { resetVehicle } from './reset-vehicle.ts';

// The spec names the action and its question only; these words are ours.
export const VEHICLE_RESET_MESSAGE = 'The vehicle has been reset';

/**
 * Reset Vehicle: asks first, then clears the details the owner entered and reloads the
 * model; `onReset` lets the page start its form again from the vehicle as it now is.
 */
export function ResetVehicleAction({
  vehicleId,
  onReset,
}: {
  vehicleId: string;
  onReset: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshMyGarage();

  const reset = async () => {
    setBusy(true);
    const result = await resetVehicle(vehicleId);
    if (result.success) {
      await refresh();
      onReset();
      toast.success(VEHICLE_RESET_MESSAGE);
    } else {
      toast.error(result.messages.join(' ') || GENERIC_ERROR_MESSAGE);
    }
    setBusy(false);
    setAsking(false);
  };

  return (
    <section aria-labelledby="reset-vehicle" className="flex flex-col gap-3">
      <h2 id="reset-vehicle" className="text-lg font-semibold">
        Start again
      </h2>
      <p className="text-sm text-muted">
        Clears the nickname and usage you entered, and asks for a fresh odometer reading.
      </p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Reset Vehicle
      </Button>
      {asking ? (
        <ConfirmDialog busy={busy} onYes={() => void reset()} onNo={() => setAsking(false)}>
          <p>{RESET_VEHICLE_QUESTION}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
