// Dealer mode's calls (spec part 3 section 7): the search, the find for activation, create and
// activate, update, the vehicle by id, the welcome text's resend and the staff's apps. Every
// call is limited to the app ids in the staff member's roles.
import { z } from 'zod/mini';
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
  .check(z.maxLength(50, 'At most 50 appConfigurationIds'));
const appConfigurationIdsQuery = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(50 * 37)),
    z.transform((text) => text.split(',').filter(Boolean)),
  ),
  appConfigurationIds,
);

const rego = regoSchema({ required: M.regoRequired, invalid: M.regoInvalid });
const regoState = regoStateSchema(M.stateRequired);
const odometer = z
  .number({ error: M.odometerRequired })
  .check(
    z.int(M.odometerInvalid),
    z.gte(0, M.odometerInvalid),
    z.lte(ACTIVATION_ODOMETER_MAX, M.odometerInvalid),
  );
export const EQUIPMENT_STATUSES: readonly number[] = Object.values(EquipmentStatus);
const healthMonitorInstallationStatus = z
  .number({ error: M.healthMonitorRequired })
  .check(z.refine((status) => EQUIPMENT_STATUSES.includes(status), M.healthMonitorRequired));
const mobile = z
  .string({ error: M.mobileRequired })
  .check(
    z.trim(),
    z.minLength(1, { error: M.mobileRequired, abort: true }),
    z.maxLength(18, MOBILE_FIELD_MESSAGE),
    z.refine(isAuOrNzMobile, MOBILE_FIELD_MESSAGE),
  );
const optionalText = (max: number) => z.nullish(z.string().check(z.trim(), z.maxLength(max)));

export const dealerSearchQuerySchema = z.strictObject({
  query: z
    .string({ error: M.searchLength })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(SEARCH_MIN_LENGTH, M.searchLength),
      z.maxLength(SEARCH_MAX_LENGTH, M.searchLength),
    ),
  appConfigurationIds: z.optional(appConfigurationIdsQuery),
  includeClaimed: z._default(z.enum(['true', 'false']), 'true'),
});

export const findForActivationSchema = requestBody(
  {
    rego: z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.minLength(1, M.regoRequired),
        z.maxLength(SEARCH_MAX_LENGTH),
      ),
    appConfigurationIds: z.optional(appConfigurationIds),
  },
  'A JSON body with rego is required',
);

/** The activation form's fields (spec part 3 section 5), for create and for activate. */
export const activationFields = {
  appConfigurationId: z.pipe(
    z.uuid({ error: M.appRequired }),
    z.transform((id) => id.toLowerCase()),
  ),
  rego,
  regoState,
  odometer,
  healthMonitorInstallationStatus,
  mobile,
  vin: optionalText(17),
  make: optionalText(40),
  model: optionalText(40),
  year: z.nullish(z.int().check(z.gte(1900), z.lte(2100))),
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
    rego: z.optional(rego),
    regoState: z.optional(regoState),
    odometer: z.optional(odometer),
    nickname: optionalText(40),
    vin: optionalText(17),
    make: optionalText(40),
    model: optionalText(40),
    year: z.nullish(z.int().check(z.gte(1900), z.lte(2100))),
  },
  'A JSON body with vehicleId is required',
);

export const vehicleByIdQuerySchema = z.strictObject({ vehicleId });

// The spec's words for a number the text cannot go to (section 8).
const welcomeMobile = z
  .string({ error: DEALER_MESSAGES.welcomeFailed })
  .check(
    z.trim(),
    z.maxLength(18, DEALER_MESSAGES.welcomeFailed),
    z.refine(isAuOrNzMobile, DEALER_MESSAGES.welcomeFailed),
  );

export const resendWelcomeSchema = requestBody(
  { appConfigurationId, vehicleId, mobile: welcomeMobile },
  'A JSON body with appConfigurationId, vehicleId and mobile is required',
);

export const listAppConfigurationsSchema = requestBody(
  { appConfigurationIds: z.optional(appConfigurationIds) },
  'A JSON body is required',
);

/** Spec part 3 section 3, Dealer vehicle. */
export const dealerVehicleSchema = z.object({
  appConfigurationId: z.string(),
  organisationConsumerId: z.nullable(z.string()),
  appName: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  businessName: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  email: z.nullable(z.string()),
  vehicleId: z.nullable(z.string()),
  crmReferenceId: z.nullable(z.string()),
  vin: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  make: z.nullable(z.string()),
  model: z.nullable(z.string()),
  year: z.nullable(z.number()),
  rego: z.nullable(z.string()),
  regoState: z.nullable(z.string()),
  odometer: z.nullable(z.number()),
  isActivated: z.boolean(),
  isClaimed: z.boolean().check(z.describe('the customer finished the welcome flow')),
  isCarePlanEnabled: z.boolean(),
  healthMonitorInstallationStatus: z.int(),
  theftRecoveryDeviceInstallationStatus: z.int(),
  utcDateCreated: z.nullable(z.string()),
});
export type DealerVehicle = z.infer<typeof dealerVehicleSchema>;

export const dealerAppConfigurationSchema = z.object({
  appConfigurationId: z.string(),
  name: z.string(),
  state: z.nullable(z.string()),
});
export type DealerAppConfiguration = z.infer<typeof dealerAppConfigurationSchema>;

export const dealerSearchResultSchema = resultSchema(
  z.object({ items: z.array(dealerVehicleSchema) }),
);
export const dealerVehicleResultSchema = resultSchema(
  z.object({ vehicle: z.nullable(dealerVehicleSchema) }),
);
export const resendWelcomeResultSchema = resultSchema(z.object({ wasSuccessful: z.boolean() }));
export const dealerAppConfigurationsResultSchema = resultSchema(
  z.object({ appConfigurations: z.array(dealerAppConfigurationSchema) }),
);
