import { z } from 'zod/mini';
import { CallToActionType, ConditionState, ConditionType, ConfigurationType } from './enums.ts';

// Spec part 2 section 3, Condition: every field, as the API answers it, so the server validates
// its answers and the web types its reads with the same schema. Dates are ISO strings, as in
// the vehicle schema; the computed fields (state, score, isDue...) come from condition-state.ts.

// A literal list rather than z.custom, so the OpenAPI document lists the allowed values.
const oneOf = <T extends Record<string, number | string>>(e: T) =>
  z.literal(Object.values(e) as T[keyof T][]);

export const workOrderConfigurationSchema = z.object({
  type: z.string(),
  title: z.string(),
  product: z.enum(['Rewards', 'Protect']),
  hasAnnualClaimLimit: z.boolean(),
  maximumAnnualClaimCount: z.int(),
  annualClaimCount: z.int(),
  maximumClaimCount: z.int(),
  claimCount: z.int(),
});
export type WorkOrderConfiguration = z.infer<typeof workOrderConfigurationSchema>;

export const conditionLabelsSchema = z.object({
  name: z.string(),
  description: z.string(),
  actionMessage: z.nullable(z.string()),
  stateLabel: z.string(),
  dateLabel: z.nullable(z.string()),
  odometerRelativeLabel: z.nullable(z.string()),
});

export const conditionSchema = z.object({
  conditionId: z.string(),
  consumerVehicleId: z.string(),
  type: oneOf(ConditionType),
  state: oneOf(ConditionState),
  value: z
    .nullable(z.number())
    .check(z.describe('the configured interval: months, or weeks for Weekly')),
  nextOdometer: z.nullable(z.int()),
  lastOdometer: z.nullable(z.int()),
  currentOdometer: z.nullable(z.int()),
  nextDate: z.nullable(z.string()),
  lastDate: z.nullable(z.string()),
  score: z.number().check(z.gte(0), z.lte(1)),
  averageOdometerInterval: z.nullable(z.int()),
  averagePrice: z.nullable(z.number()),
  dateDismissedByConsumer: z.nullable(z.string()),
  dismissedByUserId: z.nullable(z.string()),
  dateDismissedByUser: z.nullable(z.string()),
  canBeDisabled: z.boolean(),
  isDisabled: z.boolean(),
  isEnabled: z.boolean(),
  isVisible: z.boolean(),
  isCritical: z.boolean(),
  isDue: z.boolean(),
  isOverdue: z.boolean(),
  isUnconfigured: z.boolean(),
  hasAlert: z.boolean(),
  configurationType: z.nullable(oneOf(ConfigurationType)).check(z.describe('null for Recall')),
  labels: conditionLabelsSchema,
  callToActionType: oneOf(CallToActionType).check(
    z.describe("ours: what labels.actionMessage is (the configuration's callToActionType)"),
  ),
  workOrderConfiguration: z.nullable(workOrderConfigurationSchema),
});
export type Condition = z.infer<typeof conditionSchema>;
