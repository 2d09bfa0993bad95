import { z } from 'zod';
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
  maximumAnnualClaimCount: z.number().int(),
  annualClaimCount: z.number().int(),
  maximumClaimCount: z.number().int(),
  claimCount: z.number().int(),
});
export type WorkOrderConfiguration = z.infer<typeof workOrderConfigurationSchema>;

export const conditionLabelsSchema = z.object({
  name: z.string(),
  description: z.string(),
  actionMessage: z.string().nullable(),
  stateLabel: z.string(),
  dateLabel: z.string().nullable(),
  odometerRelativeLabel: z.string().nullable(),
});

export const conditionSchema = z.object({
  conditionId: z.string(),
  consumerVehicleId: z.string(),
  type: oneOf(ConditionType),
  state: oneOf(ConditionState),
  value: z.number().nullable().describe('the configured interval: months, or weeks for Weekly'),
  nextOdometer: z.number().int().nullable(),
  lastOdometer: z.number().int().nullable(),
  currentOdometer: z.number().int().nullable(),
  nextDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  score: z.number().min(0).max(1),
  averageOdometerInterval: z.number().int().nullable(),
  averagePrice: z.number().nullable(),
  dateDismissedByConsumer: z.string().nullable(),
  dismissedByUserId: z.string().nullable(),
  dateDismissedByUser: z.string().nullable(),
  canBeDisabled: z.boolean(),
  isDisabled: z.boolean(),
  isEnabled: z.boolean(),
  isVisible: z.boolean(),
  isCritical: z.boolean(),
  isDue: z.boolean(),
  isOverdue: z.boolean(),
  isUnconfigured: z.boolean(),
  hasAlert: z.boolean(),
  configurationType: oneOf(ConfigurationType).nullable().describe('null for Recall'),
  labels: conditionLabelsSchema,
  callToActionType: oneOf(CallToActionType).describe(
    "ours: what labels.actionMessage is (the configuration's callToActionType)",
  ),
  workOrderConfiguration: workOrderConfigurationSchema.nullable(),
});
export type Condition = z.infer<typeof conditionSchema>;
