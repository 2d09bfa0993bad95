// The welcome flow's calls (spec part 2 sections 5, 7 and 8): find the car by rego and state,
// claim it with its odometer, keep the consumer's name, and complete the flow. Every call is
// made under the consumer's own session and about the car their dealership set up for them.
import { z } from 'zod/mini';
import { ORIGINATOR_CODE_MESSAGE } from '../care-plan/care-plan-api.ts';
import { AU_STATES, regoStateSchema } from '../validation/au-states.ts';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { regoSchema } from '../validation/rego.ts';

/** Spec part 2 section 5, word for word. */
export const WELCOME_FLOW_MESSAGES = {
  regoRequired: "Please enter your vehicle's registration number",
  regoInvalid: 'Please ensure the registration number is valid.',
  stateRequired: 'Please select the state your vehicle is registered in',
  odometer: 'Please enter a valid odometer value',
  completionFailed: "Encountered an unexpected error. Please contact the product's support",
  notFoundTitle: 'SORRY!',
  notFound: "We can't find that car!",
  // Ours: what the API says beside the spec's screens.
  alreadyClaimed: 'This car has already been claimed',
  notClaimed: 'Find and claim your car first',
  mobileNotVerified: 'Verify your mobile number first',
  tooManyLookups: 'Too many searches. Try again in 15 minutes',
} as const;

/** Spec part 2 section 9: the welcome flow's odometer field goes to 20,000,000. */
export const WELCOME_FLOW_ODOMETER_MAX = 20_000_000;

/** The eight states and territories; the form's values are the full names (spec part 2 s5). */
export const WELCOME_FLOW_STATES = AU_STATES;

const consumerId = idField('consumerId must be a UUID');
const vehicleId = idField('vehicleId must be a UUID');
export const welcomeFlowRego = regoSchema({
  required: WELCOME_FLOW_MESSAGES.regoRequired,
  invalid: WELCOME_FLOW_MESSAGES.regoInvalid,
});
export const welcomeFlowState = regoStateSchema(WELCOME_FLOW_MESSAGES.stateRequired);
export const welcomeFlowOdometer = z
  .number({ error: WELCOME_FLOW_MESSAGES.odometer })
  .check(
    z.int(WELCOME_FLOW_MESSAGES.odometer),
    z.gte(0, WELCOME_FLOW_MESSAGES.odometer),
    z.lte(WELCOME_FLOW_ODOMETER_MAX, WELCOME_FLOW_MESSAGES.odometer),
  );

export const flowDataQuerySchema = z.strictObject({
  consumerId,
  vehicleId: z.optional(vehicleId),
});
export const vehicleLookupQuerySchema = z.strictObject({
  consumerId,
  rego: welcomeFlowRego,
  regoState: welcomeFlowState,
});
export const consumerDetailsQuerySchema = z.strictObject({ consumerId, vehicleId });

export const claimVehicleSchema = requestBody(
  {
    consumerId,
    vehicleId,
    appVehicleId: z.optional(idField('appVehicleId must be a UUID')),
    rego: welcomeFlowRego,
    regoState: welcomeFlowState,
    odometer: welcomeFlowOdometer,
  },
  'A JSON body with consumerId, vehicleId, rego, regoState and odometer is required',
);
const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${field} is required`),
      z.maxLength(50, `${field} must be at most 50 characters`),
    );
export const updateConsumerSchema = requestBody(
  { consumerId, vehicleId, firstName: name('firstName'), lastName: name('lastName') },
  'A JSON body with consumerId, vehicleId, firstName and lastName is required',
);
export const completeWelcomeFlowSchema = requestBody(
  { consumerId, vehicleId, consumerVehicleId: z.optional(z.string()) },
  'A JSON body with consumerId and vehicleId is required',
);

export const welcomeFlowVehicleSchema = z.object({
  vehicleId: z.string(),
  appVehicleId: z.string(),
  make: z.nullable(z.string()),
  model: z.nullable(z.string()),
  year: z.nullable(z.number()),
  rego: z.nullable(z.string()),
  regoState: z.nullable(z.string()),
  odometer: z.nullable(z.number()),
  requiresWelcomeFlow: z.boolean(),
  isClaimed: z
    .boolean()
    .check(
      z.describe('ours: the odometer was confirmed (claimed for good once the flow is finished)'),
    ),
  isEligibleToCompleteWelcomeFlow: z.boolean(),
  appSelected: z.boolean(),
});
export type WelcomeFlowVehicle = z.infer<typeof welcomeFlowVehicleSchema>;

export const welcomeFlowConsumerSchema = z.object({
  consumerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.nullable(z.string()),
  mobileVerified: z.boolean(),
});

export const flowDataResultSchema = resultSchema(
  z.object({
    vehicle: z.nullable(welcomeFlowVehicleSchema),
    consumer: welcomeFlowConsumerSchema,
    isCompleted: z.boolean(),
  }),
);
export const vehicleLookupResultSchema = resultSchema(welcomeFlowVehicleSchema);
export const consumerDetailsResultSchema = resultSchema(welcomeFlowConsumerSchema);
export const claimResultSchema = resultSchema(
  z.object({ vehicleId: z.string(), consumerNeedsToSelectApp: z.boolean() }),
);
export const completeResultSchema = resultSchema(
  z.object({ vehicleId: z.string(), utcDateWelcomeFlowCompleted: z.string() }),
);

/** Spec part 2 section 8: the error panels' words. */
export const WELCOME_FLOW_ERRORS = {
  notFound: {
    title: 'SORRY!',
    heading: "We can't find that car!",
    lines: [
      'Your vehicle may not have been set up yet. Please ask a staff member at the dealership or service centre.',
      'This app is only available from participating dealers.',
    ],
  },
  notEligible: {
    title: 'SORRY!',
    heading: 'Your PROTECT cover may not have been setup yet...',
    lines: ['This app is only available from participating dealers.'],
  },
  completionFailed: {
    title: 'SORRY!',
    heading: WELCOME_FLOW_MESSAGES.completionFailed,
    lines: [],
  },
} as const;
export type WelcomeFlowError = keyof typeof WELCOME_FLOW_ERRORS;

/** Spec part 2 section 9: the loading panel's minimum display times. */
export const WELCOME_FLOW_MINIMUM_MS = {
  initial: 1000,
  finding: 2000,
  saving: 1500,
  gettingReady: 4000,
} as const;
/** The loading panel's messages rotate every 2 s, with a 0.5 s transition. */
export const LOADING_MESSAGE_MS = 2000;
export const LOADING_TRANSITION_MS = 500;

/** The reward (originator) code of the dealership to choose (spec part 2 section 7). */
export const submitOriginatorCodeSchema = requestBody(
  {
    appOriginatorCode: z
      .string({ error: ORIGINATOR_CODE_MESSAGE })
      .check(z.regex(/^\d{6}$/, ORIGINATOR_CODE_MESSAGE)),
  },
  'A JSON body with appOriginatorCode is required',
);
