// The garage's API (spec part 2 sections 3, 5 and 7): the My Garage view model and the vehicle
// updates, with the spec's validation messages word for word. The server validates with these
// schemas and the web types its calls and forms with the same ones.
import { z } from 'zod/mini';
import { idField } from '../validation/id.ts';
import { VehicleUsage } from '../enums.ts';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { maxLengthMessage, minLengthMessage } from '../validation/messages.ts';
import { REGO_MAX_LENGTH } from '../validation/rego.ts';
import { vehicleConditionSchema, vehicleSchema } from './vehicle.ts';
import { carePlanSchema } from './care-plan-schema.ts';
import { serviceScheduleSchema } from './service-schedule-schema.ts';
import { formatKilometres } from '../format/grouped-number.ts';

/** Spec part 2 section 9: the garage's odometer limit. */
export const GARAGE_ODOMETER_MAX = 2_000_000;
/** Spec part 2 section 5: the details field accepts up to 99999999 before the 2,000,000 max. */
export const DETAILS_ODOMETER_FIELD_MAX = 99_999_999;

export const VEHICLE_DETAILS_MESSAGES = {
  makeRequired: 'The make field is required',
  // The spec gives the make message and says "model: 2 to 50 likewise"; the others are ours.
  modelRequired: 'The model field is required',
  nicknameRequired: 'The nickname field is required',
  regoStateRequired: 'The rego state field is required',
  kilometres: 'Must be a valid number of kilometers',
  usageRequired: "The vehicle usage / estimated annual km's field is required",
} as const;

// Messages the spec does not write: ours, each saying what is wrong.
export const ODOMETER_MESSAGES = {
  negative: 'The odometer cannot be less than 0',
  tooHigh: 'The odometer cannot be more than 2,000,000 km',
  body: 'A JSON body with vehicleId and odometer is required',
  vehicleId: 'vehicleId must be a UUID',
} as const;

/**
 * Set-odometer's minimum is the current reading (spec part 2 section 5); the words say how to
 * get past it when that reading was the mistake.
 */
export function odometerBelowCurrentMessage(current: number): string {
  return `The odometer cannot be less than the current reading of ${formatKilometres(current)}. If that reading was a mistake, correct it instead.`;
}

export const REGO_READ_ONLY_MESSAGE = 'The rego cannot be changed';
export const makeModelLockedMessage = (field: 'make' | 'model') =>
  `The ${field} cannot be changed once it is known`;

const vehicleIdField = idField(ODOMETER_MESSAGES.vehicleId);

/** A whole-kilometre reading: floored (spec part 2 section 4), 0 to 2,000,000. */
const kilometres = z.pipe(
  z
    .number({ error: VEHICLE_DETAILS_MESSAGES.kilometres })
    .check(
      z.gte(0, ODOMETER_MESSAGES.negative),
      z.lte(GARAGE_ODOMETER_MAX, ODOMETER_MESSAGES.tooHigh),
    ),
  z.transform(Math.floor),
);

export const odometerUpdateSchema = requestBody(
  {
    vehicleId: vehicleIdField,
    odometer: kilometres,
    /** The owner confirmed a reading far beyond the last one (odometer-readings.ts). */
    confirmed: z.optional(z.boolean({ error: 'confirmed must be true or false' })),
    /** The last reading was a mistake: this one replaces it, lower or not, in history. */
    correction: z.optional(z.boolean({ error: 'correction must be true or false' })),
  },
  ODOMETER_MESSAGES.body,
);
export type OdometerUpdate = z.infer<typeof odometerUpdateSchema>;

export const MAKE_MODEL_MAX_LENGTH = 50;
/** A nickname fits the vehicle card on a 320 px phone in two lines. */
export const NICKNAME_MAX_LENGTH = 40;
/** A state or territory is held by its abbreviation (NSW, ACT, WA). */
export const REGO_STATE_MAX_LENGTH = 3;

const requiredText = (required: string, min: number, max?: number) => {
  const text = z.string({ error: required }).check(
    z.trim(),
    // abort: an empty field is reported as required, not also as too short.
    z.minLength(1, { error: required, abort: true }),
    z.minLength(min, minLengthMessage(min)),
  );
  return max === undefined ? text : text.check(z.maxLength(max, maxLengthMessage(max)));
};

/**
 * "vehicleId plus changed details": each detail is optional, but one that is sent must be valid.
 * The rego may be sent (the form holds it) but never changed; make and model only while unknown.
 */
export const vehicleDetailsUpdateSchema = requestBody(
  {
    vehicleId: vehicleIdField,
    make: z.optional(requiredText(VEHICLE_DETAILS_MESSAGES.makeRequired, 2, MAKE_MODEL_MAX_LENGTH)),
    model: z.optional(
      requiredText(VEHICLE_DETAILS_MESSAGES.modelRequired, 2, MAKE_MODEL_MAX_LENGTH),
    ),
    nickname: z.optional(
      requiredText(VEHICLE_DETAILS_MESSAGES.nicknameRequired, 2, NICKNAME_MAX_LENGTH),
    ),
    regoState: z.optional(
      requiredText(VEHICLE_DETAILS_MESSAGES.regoStateRequired, 2, REGO_STATE_MAX_LENGTH),
    ),
    rego: z.optional(
      z
        .string({ error: REGO_READ_ONLY_MESSAGE })
        .check(z.maxLength(REGO_MAX_LENGTH, maxLengthMessage(REGO_MAX_LENGTH))),
    ),
    odometer: z.optional(
      z
        .number({ error: VEHICLE_DETAILS_MESSAGES.kilometres })
        .check(
          z.int(VEHICLE_DETAILS_MESSAGES.kilometres),
          z.gte(0, VEHICLE_DETAILS_MESSAGES.kilometres),
          z.lte(DETAILS_ODOMETER_FIELD_MAX, VEHICLE_DETAILS_MESSAGES.kilometres),
          z.lte(GARAGE_ODOMETER_MAX, ODOMETER_MESSAGES.tooHigh),
        ),
    ),
    // Unknown is "unset" (spec part 2 section 3), so choosing it is not answering the question.
    vehicleUsage: z.optional(
      z.literal([VehicleUsage.Low, VehicleUsage.Medium, VehicleUsage.High], {
        error: VEHICLE_DETAILS_MESSAGES.usageRequired,
      }),
    ),
  },
  'A JSON body with vehicleId and the changed details is required',
);
export type VehicleDetailsUpdate = z.infer<typeof vehicleDetailsUpdateSchema>;

export const resetVehicleSchema = requestBody(
  { vehicleId: vehicleIdField },
  'A JSON body with vehicleId is required',
);

export const vehicleConditionResultSchema = resultSchema(vehicleConditionSchema);

const money = z.number().check(z.describe('dollars (stored as cents)'));

export const appointmentSchema = z.object({
  appointmentId: z.string(),
  title: z.string(),
  organisationConsumerId: z.string(),
  vehicleId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  withName: z.nullable(z.string()),
  utcDateCreated: z.string(),
  utcDateAppointment: z.string(),
  appointmentType: z.int(),
  appointmentState: z.int().check(z.describe('AppointmentState bit flags')),
  pickupAndDeliveryState: z.int(),
  paid: money,
  owing: money,
  isOpen: z.boolean(),
  label: z.nullable(z.string()).check(z.describe('computed from the state flags and the clock')),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const serviceLogItemSchema = z.object({
  vehicleId: z.string(),
  title: z.string(),
  utcDateCreated: z.string(),
  locationName: z.string(),
  locationOrganisationId: z.nullable(z.string()),
  purchaseAmount: money,
  cashbackAmount: z.optional(money),
});
export type ServiceLogItem = z.infer<typeof serviceLogItemSchema>;

export const historyItemSchema = z.object({
  vehicleId: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.nullable(z.string()),
  utcEventDate: z.string(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const garageLocationSchema = z.object({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  linkUrl: z.nullable(z.string()),
  latitude: z
    .nullable(z.number())
    .check(
      z.describe(
        'ours: decimal degrees; where distances are measured from without a user position',
      ),
    ),
  longitude: z.nullable(z.number()).check(z.describe('ours: decimal degrees')),
});
export type GarageLocation = z.infer<typeof garageLocationSchema>;

export const myGarageSchema = z.object({
  vehicle: vehicleSchema,
  carePlan: z.nullable(carePlanSchema).check(z.describe('null for a vehicle without a care plan')),
  appointments: z.array(appointmentSchema),
  serviceLog: z.array(serviceLogItemSchema),
  history: z.array(historyItemSchema),
  serviceLocation: z.nullable(garageLocationSchema).check(z.describe('null for the generic app')),
  dealerLocation: z.nullable(garageLocationSchema).check(z.describe('null for the generic app')),
  serviceSchedule: z
    .nullable(serviceScheduleSchema)
    .check(z.describe('ours: the schedule the service reminder is chosen from; null when none')),
});
export type MyGarage = z.infer<typeof myGarageSchema>;
export const myGarageResultSchema = resultSchema(myGarageSchema);
