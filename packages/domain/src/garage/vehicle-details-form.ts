// The vehicle details form (spec part 2 section 5): the request schema's own field rules,
// made required, plus the read-only rego, the usage choice and the "changed details" the
// PUT sends. The field limits the inputs carry are here too, so the page states no numbers.
import { z } from 'zod/mini';
import { formatKilometres } from '../format/grouped-number.ts';
import { AU_STATES } from '../validation/au-states.ts';
import { VehicleUsage } from '../enums.ts';
import type { Vehicle } from './vehicle.ts';
import { maxLengthMessage, minLengthMessage } from '../validation/messages.ts';
import { REGO_MAX_LENGTH, REGO_MIN_LENGTH, REGO_PATTERN } from '../validation/rego.ts';
import {
  GARAGE_ODOMETER_MAX,
  VEHICLE_DETAILS_MESSAGES,
  type VehicleDetailsUpdate,
  vehicleDetailsUpdateSchema,
} from './garage-api.ts';
import { ODOMETER_STEP } from './set-odometer.ts';
import { annualKilometresForUsage } from './usage.ts';

export const VEHICLE_REGO_MESSAGES = {
  invalid: 'Must be a valid rego',
  // The spec names no message for a missing rego; ours, in the form's other fields' words.
  required: 'The rego field is required',
} as const;

/** Spec part 2 section 5: the details odometer input runs from 0 to 2,000,000 in steps of 500. */
export const DETAILS_ODOMETER_INPUT = {
  min: 0,
  max: GARAGE_ODOMETER_MAX,
  step: ODOMETER_STEP,
} as const;

export const RESET_VEHICLE_QUESTION = 'Are you sure you want to reset the vehicle?';

/** Low, Medium and High with their km a year; Unknown is no answer, so it is not offered. */
export const VEHICLE_USAGE_CHOICES = (
  [
    [VehicleUsage.Low, 'Low'],
    [VehicleUsage.Medium, 'Medium'],
    [VehicleUsage.High, 'High'],
  ] as const
).map(([usage, name]) => ({
  value: String(usage),
  label: `${name} (${formatKilometres(annualKilometresForUsage(usage))} a year)`,
}));

/** The states and territories a vehicle is registered in, by their usual abbreviation. */
export const REGO_STATE_CHOICES = AU_STATES.map((state) => ({
  value: state.abbreviation,
  label: `${state.abbreviation} - ${state.name}`,
}));

const details = vehicleDetailsUpdateSchema.shape;

/** Every field required, each with the same rule and message the server applies. */
export const vehicleDetailsFormSchema = z.object({
  make: details.make.def.innerType,
  model: details.model.def.innerType,
  nickname: details.nickname.def.innerType,
  rego: z
    .string({ error: VEHICLE_REGO_MESSAGES.required })
    .check(
      z.trim(),
      z.minLength(1, { error: VEHICLE_REGO_MESSAGES.required, abort: true }),
      z.minLength(REGO_MIN_LENGTH, minLengthMessage(REGO_MIN_LENGTH)),
      z.maxLength(REGO_MAX_LENGTH, maxLengthMessage(REGO_MAX_LENGTH)),
      z.regex(REGO_PATTERN, VEHICLE_REGO_MESSAGES.invalid),
    ),
  regoState: details.regoState.def.innerType,
  // The number input holds null while cleared; null is not a number of kilometres.
  odometer: z.pipe(
    z.nullable(z.number({ error: VEHICLE_DETAILS_MESSAGES.kilometres })),
    details.odometer.def.innerType,
  ),
  // The select holds the usage as text ('' until chosen); '' is Unknown, which is no answer.
  vehicleUsage: z.pipe(
    z.pipe(z.nullish(z.string()), z.transform(Number)),
    details.vehicleUsage.def.innerType,
  ),
});
export type VehicleDetailsFormInput = z.input<typeof vehicleDetailsFormSchema>;
export type VehicleDetailsFormOutput = z.output<typeof vehicleDetailsFormSchema>;

/** What the form reads of a vehicle. */
export type VehicleDetails = Pick<
  Vehicle,
  'vehicleId' | 'make' | 'model' | 'nickname' | 'rego' | 'regoState' | 'odometer' | 'vehicleUsage'
>;

/** The form's starting values from the vehicle: unknown text empty, unknown usage unchosen. */
export function vehicleDetailsInitialValues(vehicle: VehicleDetails): VehicleDetailsFormInput {
  return {
    make: vehicle.make ?? '',
    model: vehicle.model ?? '',
    nickname: vehicle.nickname ?? '',
    rego: vehicle.rego ?? '',
    regoState: vehicle.regoState ?? '',
    odometer: vehicle.odometer,
    vehicleUsage: vehicle.vehicleUsage === VehicleUsage.Unknown ? '' : String(vehicle.vehicleUsage),
  };
}

/**
 * "vehicleId plus changed details": only what differs from the vehicle as loaded. The rego is
 * never sent (it is read-only), nor make or model once known (they cannot change).
 */
export function changedVehicleDetails(
  vehicle: VehicleDetails,
  form: VehicleDetailsFormOutput,
): VehicleDetailsUpdate {
  const update: VehicleDetailsUpdate = { vehicleId: vehicle.vehicleId };
  if (vehicle.make === null) update.make = form.make;
  if (vehicle.model === null) update.model = form.model;
  if (form.nickname !== vehicle.nickname) update.nickname = form.nickname;
  if (form.regoState !== vehicle.regoState) update.regoState = form.regoState;
  if (form.odometer !== vehicle.odometer) update.odometer = form.odometer;
  if (form.vehicleUsage !== vehicle.vehicleUsage) update.vehicleUsage = form.vehicleUsage;
  return update;
}
