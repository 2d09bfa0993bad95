import { myGarage, updateVehicle } from '@ignite/domain/contract/garage';
import type { Vehicle } from '@ignite/domain/garage/vehicle';
import { MAKE_MODEL_MAX_LENGTH, NICKNAME_MAX_LENGTH } from '@ignite/domain/garage/garage-api';
import {
  changedVehicleDetails,
  DETAILS_ODOMETER_INPUT,
  REGO_STATE_CHOICES,
  VEHICLE_USAGE_CHOICES,
  vehicleDetailsFormSchema,
  type VehicleDetailsFormOutput,
  vehicleDetailsInitialValues,
} from '@ignite/domain/garage/vehicle-details-form';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Form } from '@/shared/form/form.tsx';
import { NumberInput } from '@/shared/inputs/number-input.tsx';
import { SelectInput } from '@/shared/inputs/select-input.tsx';
import { TextInput } from '@/shared/inputs/text-input.tsx';
import { RegoInput } from '@/shared/inputs/text-inputs.tsx';
import { saveFailureMessages } from '../offline-save.ts';

// The spec gives no words for a successful update; ours.
export const DETAILS_UPDATED_MESSAGE = 'Your vehicle details have been updated';

/** A state the list does not know (entered elsewhere) stays choosable, so it is not lost. */
function stateChoices(current: string | null) {
  const known = REGO_STATE_CHOICES.some((choice) => choice.value === current);
  return current && !known
    ? [...REGO_STATE_CHOICES, { value: current, label: current }]
    : REGO_STATE_CHOICES;
}

/**
 * The vehicle details form (spec part 2 section 5). Rego is always read-only; make and model
 * are locked once known (they come from the dealership). Only changed details are sent.
 */
export function VehicleDetailsForm({ vehicle }: { vehicle: Vehicle }) {
  // The score and conditions depend on the odometer and usage: every garage page reloads.
  const update = useApiMutation(updateVehicle, { invalidates: [myGarage] });

  const save = async (values: VehicleDetailsFormOutput) => {
    const result = await update.run({ body: changedVehicleDetails(vehicle, values) });
    return result.success ? result : { ...result, messages: saveFailureMessages(result.messages) };
  };

  return (
    <Form
      disableSubmitUntilReady
      aria-label="Vehicle details"
      schema={vehicleDetailsFormSchema}
      initialValues={vehicleDetailsInitialValues(vehicle)}
      onSave={save}
      submitLabel="Update Details"
      successMessage={DETAILS_UPDATED_MESSAGE}
      className="rounded-3xl border border-border bg-surface p-5"
    >
      <TextInput
        name="make"
        label="Make"
        required
        maxLength={MAKE_MODEL_MAX_LENGTH}
        disabled={vehicle.make !== null}
        autoComplete="off"
      />
      <TextInput
        name="model"
        label="Model"
        required
        maxLength={MAKE_MODEL_MAX_LENGTH}
        disabled={vehicle.model !== null}
        autoComplete="off"
      />
      <TextInput
        name="nickname"
        label="Nickname"
        required
        maxLength={NICKNAME_MAX_LENGTH}
        autoComplete="off"
      />
      <RegoInput name="rego" label="Rego" required disabled hint="The rego cannot be changed." />
      <SelectInput
        name="regoState"
        label="Registration state"
        required
        options={stateChoices(vehicle.regoState)}
      />
      <NumberInput
        name="odometer"
        label="Odometer (km)"
        required
        min={DETAILS_ODOMETER_INPUT.min}
        max={DETAILS_ODOMETER_INPUT.max}
        interval={DETAILS_ODOMETER_INPUT.step}
        steppers
      />
      <SelectInput
        name="vehicleUsage"
        label="Vehicle usage / estimated annual km's"
        required
        options={VEHICLE_USAGE_CHOICES}
      />
    </Form>
  );
}
