import { useState } from 'react';
import { myGarage, resetVehicle } from '@ignite/domain/contract/garage';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { RESET_VEHICLE_QUESTION } from '@ignite/domain/garage/vehicle-details-form';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { saveFailureMessages } from '../offline-save.ts';

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
  const reset = useApiMutation(resetVehicle, { invalidates: [myGarage] });

  const answerYes = async () => {
    const result = await reset.run({ body: { vehicleId } });
    if (result.success) {
      onReset();
      toast.success(VEHICLE_RESET_MESSAGE);
    } else {
      toast.error(saveFailureMessages(result.messages).join(' ') || GENERIC_ERROR_MESSAGE);
    }
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
        <ConfirmDialog
          busy={reset.busy}
          onYes={() => void answerYes()}
          onNo={() => setAsking(false)}
        >
          <p>{RESET_VEHICLE_QUESTION}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
