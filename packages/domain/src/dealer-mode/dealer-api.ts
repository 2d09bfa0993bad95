// Dealer mode's calls (spec part 3 section 7): the search, the find for activation, create and
// activate, update, the vehicle by id, the welcome text's resend and the staff's apps. Every
// call is limited to the app ids in the staff member's roles.
import { z } from 'zod';
import { EquipmentStatus } from '../garage/enums.ts';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { MOBILE_FIELD_MESSAGE } from '../validation/messages.ts';
import { isAuOrNzMobile } from '../validation/mobile.ts';
import { regoSchema } from '../validation/rego.ts';
import { regoStateSchema } from '../validation/au-states.ts';
import {
  ACTIVATION_ODOMETER_MAX,
  DEALER_MESSAGES,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from './dealer-rules.ts';

/** Spec part 3 section 5, word for word; the last two are ours (the spec names no words). */
export const ACTIVATION_MESSAGES = {
  regoRequired: 'Rego is required',
  stateRequired: 'Please select the state your vehicle is registered in',
  odometerRequired: 'Please enter your odometer',
  odometerInvalid: 'Please enter a valid odometer value',
  appRequired: 'App is required',
  regoInvalid: 'Rego must be 2 to 9 letters or digits',
  healthMonitorRequired: 'Please select the Health Monitor status',
  mobileRequired: "Please enter the customer's mobile",
  searchLength: `Enter ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters to search`,
} as const;
const M = ACTIVATION_MESSAGES;

const appConfigurationId = idField('appConfigurationId must be a UUID');
const vehicleId = idField('vehicleId must be a UUID');

/** Ids sent as a list in a body, or comma-separated in a query. */
const appConfigurationIds = z
  .array(appConfigurationId, { error: 'appConfigurationIds must be a list of UUIDs' })
  .max(50, 'At most 50 appConfigurationIds');
const appConfigurationIdsQuery = z
  .string()
  .max(50 * 37)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(appConfigurationIds);

const rego = regoSchema({ required: M.regoRequired, invalid: M.regoInvalid });
const regoState = regoStateSchema(M.stateRequired);
const odometer = z
  .number({ error: M.odometerRequired })
  .int(M.odometerInvalid)
  .min(0, M.odometerInvalid)
  .max(ACTIVATION_ODOMETER_MAX, M.odometerInvalid);
export const EQUIPMENT_STATUSES: readonly number[] = Object.values(EquipmentStatus);
const healthMonitorInstallationStatus = z
  .number({ error: M.healthMonitorRequired })
  .refine((status) => EQUIPMENT_STATUSES.includes(status), M.healthMonitorRequired);
const mobile = z
  .string({ error: M.mobileRequired })
  .trim()
  .min(1, { error: M.mobileRequired, abort: true })
  .max(18, MOBILE_FIELD_MESSAGE)
  .refine(isAuOrNzMobile, MOBILE_FIELD_MESSAGE);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

export const dealerSearchQuerySchema = z.strictObject({
  query: z
    .string({ error: M.searchLength })
    .trim()
    .toUpperCase()
    .min(SEARCH_MIN_LENGTH, M.searchLength)
    .max(SEARCH_MAX_LENGTH, M.searchLength),
  appConfigurationIds: appConfigurationIdsQuery.optional(),
  includeClaimed: z.enum(['true', 'false']).default('true'),
});

export const findForActivationSchema = requestBody(
  {
    rego: z.string().trim().toUpperCase().min(1, M.regoRequired).max(SEARCH_MAX_LENGTH),
    appConfigurationIds: appConfigurationIds.optional(),
  },
  'A JSON body with rego is required',
);

/** The activation form's fields (spec part 3 section 5), for create and for activate. */
export const activationFields = {
  appConfigurationId: z.uuid({ error: M.appRequired }).transform((id) => id.toLowerCase()),
  rego,
  regoState,
  odometer,
  healthMonitorInstallationStatus,
  mobile,
  vin: optionalText(17),
  make: optionalText(40),
  model: optionalText(40),
  year: z.number().int().min(1900).max(2100).nullish(),
  firstName: optionalText(60),
  lastName: optionalText(60),
};

export const createVehicleSchema = requestBody(
  activationFields,
  'A JSON body with the activation form is required',
);
export const activateVehicleSchema = requestBody(
  { ...activationFields, vehicleId },
  'A JSON body with vehicleId and the activation form is required',
);

export const updateVehicleSchema = requestBody(
  {
    vehicleId,
    rego: rego.optional(),
    regoState: regoState.optional(),
    odometer: odometer.optional(),
    nickname: optionalText(40),
    vin: optionalText(17),
    make: optionalText(40),
    model: optionalText(40),
    year: z.number().int().min(1900).max(2100).nullish(),
  },
  'A JSON body with vehicleId is required',
);

export const vehicleByIdQuerySchema = z.strictObject({ vehicleId });

// The spec's words for a number the text cannot go to (section 8).
const welcomeMobile = z
  .string({ error: DEALER_MESSAGES.welcomeFailed })
  .trim()
  .max(18, DEALER_MESSAGES.welcomeFailed)
  .refine(isAuOrNzMobile, DEALER_MESSAGES.welcomeFailed);

export const resendWelcomeSchema = requestBody(
  { appConfigurationId, vehicleId, mobile: welcomeMobile },
  'A JSON body with appConfigurationId, vehicleId and mobile is required',
);

export const listAppConfigurationsSchema = requestBody(
  { appConfigurationIds: appConfigurationIds.optional() },
  'A JSON body is required',
);

/** Spec part 3 section 3, Dealer vehicle. */
export const dealerVehicleSchema = z.object({
  appConfigurationId: z.string(),
  organisationConsumerId: z.string().nullable(),
  appName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  businessName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  vehicleId: z.string().nullable(),
  crmReferenceId: z.string().nullable(),
  vin: z.string().nullable(),
  nickname: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  rego: z.string().nullable(),
  regoState: z.string().nullable(),
  odometer: z.number().nullable(),
  isActivated: z.boolean(),
  isClaimed: z.boolean().describe('the customer finished the welcome flow'),
  isCarePlanEnabled: z.boolean(),
  healthMonitorInstallationStatus: z.number().int(),
  theftRecoveryDeviceInstallationStatus: z.number().int(),
  utcDateCreated: z.string().nullable(),
});
export type DealerVehicle = z.infer<typeof dealerVehicleSchema>;

export const dealerAppConfigurationSchema = z.object({
  appConfigurationId: z.string(),
  name: z.string(),
  state: z.string().nullable(),
});
export type DealerAppConfiguration = z.infer<typeof dealerAppConfigurationSchema>;

export const dealerSearchResultSchema = resultSchema(
  z.object({ items: z.array(dealerVehicleSchema) }),
);
export const dealerVehicleResultSchema = resultSchema(
  z.object({ vehicle: dealerVehicleSchema.nullable() }),
);
export const resendWelcomeResultSchema = resultSchema(z.object({ wasSuccessful: z.boolean() }));
export const dealerAppConfigurationsResultSchema = resultSchema(
  z.object({ appConfigurations: z.array(dealerAppConfigurationSchema) }),
);
