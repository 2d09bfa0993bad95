// Spec part 2 section 3, Care plan and its products, as the My Garage answer carries them. Every
// computed field (enabled, inactive, pending, active, the claim counts) comes from the rules in
// this folder and garage/products.ts; the stored facts are the rest. Dates are ISO strings.
import { z } from 'zod';
import { PRODUCT } from '../product.ts';

const isoDate = z.string().nullable();
const status = z.number().int().describe('ProductStatus: Draft 0 .. Voided 5');

export const workOrderClaimSchema = z.object({ title: z.string(), utcDate: z.string() });

export const carePlanWorkOrderSchema = z.object({
  type: z.string().describe('WorkOrderType'),
  title: z.string(),
  product: z.enum(['Rewards', 'Protect']),
  hasAnnualClaimLimit: z.boolean(),
  maximumAnnualClaimCount: z.number().int(),
  annualClaimCount: z.number().int(),
  maximumClaimCount: z.number().int(),
  claimCount: z.number().int(),
  hasReachedAnnualClaimLimit: z.boolean(),
  isClaimable: z.boolean(),
  history: z.array(workOrderClaimSchema).describe('the claims, newest first'),
});
export type CarePlanWorkOrder = z.infer<typeof carePlanWorkOrderSchema>;

export const conciergeMessageSchema = z.object({
  conciergeMessageId: z.string(),
  content: z.string().describe('HTML from the dealership, sanitised before it is shown'),
  type: z.string(),
  hasLink: z.boolean(),
  linkUrl: z.string().nullable(),
  dismissable: z.boolean(),
});
export type ConciergeMessage = z.infer<typeof conciergeMessageSchema>;

const productFacts = {
  isEnabled: z.boolean().describe('the flag is set and the status is above Draft'),
  isInactive: z.boolean().describe('Expired, Cancelled or Voided'),
  title: z.string(),
  status,
  provider: z.string().nullable(),
  subscriberNumber: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  termInMonths: z.number().int().nullable(),
  dateActiveFrom: isoDate,
  dateActiveTo: isoDate,
};

export const rewardsProductSchema = z.object({
  ...productFacts,
  appTitle: z.string(),
  remindersTitle: z.string(),
  showAsProductInApp: z.boolean(),
  isRemindersEnabled: z.boolean(),
  isCashbackEnabled: z.boolean(),
  cashbackTitle: z.string(),
  isAutomotiveCashbackEnabled: z.boolean(),
  isConciergeEnabled: z.boolean(),
  isConciergeMessagesEnabled: z.boolean(),
  conciergeTitle: z.string(),
  conciergePhoneNumber: z.string().nullable(),
  conciergeHours: z.string(),
  workOrderConfigurations: z.array(carePlanWorkOrderSchema),
  hasMessages: z.boolean(),
  messages: z.array(conciergeMessageSchema).describe('those not dismissed'),
});
export type RewardsProduct = z.infer<typeof rewardsProductSchema>;

/** PROTECT, and the guarantee and mechanical protection, which share its shape. */
export const coverProductSchema = z.object({
  ...productFacts,
  kilometerLimit: z.number().int().nullable().describe('null: no limit (stored below 1)'),
  maximumLiability: z.number().nullable().describe('dollars per work order (stored as cents)'),
  isPending: z.boolean(),
  isActive: z.boolean(),
  workOrderConfigurations: z.array(carePlanWorkOrderSchema),
});
export type CoverProduct = z.infer<typeof coverProductSchema>;

/** The guarantee: PROTECT's shape and the trade-in value it guarantees. */
export const guaranteeProductSchema = coverProductSchema.extend({
  guaranteedFutureValue: z
    .number()
    .nullable()
    .describe(
      'ours: dollars, the least the dealership pays for the car as a trade-in at the end of the term (stored as cents); null: none named',
    ),
});
export type GuaranteeProduct = z.infer<typeof guaranteeProductSchema>;

export const roadsideAssistanceSchema = z.object({
  isEnabled: z.boolean(),
  title: z.string(),
  provider: z.string().nullable(),
  coverType: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  linkUrl: z.string().nullable(),
  durationInMonths: z.number().int().nullable(),
  utcDateExpires: isoDate,
  policyNumber: z.string().nullable(),
  battery: z.boolean(),
  tyres: z.boolean(),
  fuel: z.boolean(),
  lockout: z.boolean(),
  towing: z.boolean(),
  carHire: z.boolean(),
  accommodation: z.boolean(),
  ambulance: z.boolean(),
  general: z.boolean(),
});
export type RoadsideAssistance = z.infer<typeof roadsideAssistanceSchema>;

const equipment = {
  isEnabled: z.boolean(),
  status: z.number().int().describe('EquipmentStatus: NotInstalled 0 .. NotApplicable 3'),
  isInstalled: z.boolean(),
  utcDateInstalled: isoDate,
};

export const theftRecoverySchema = z.object({
  ...equipment,
  provider: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type TheftRecovery = z.infer<typeof theftRecoverySchema>;

const batteryHealthSchema = z.object({
  hasData: z.boolean(),
  currentVoltage: z.number().nullable(),
  minVoltage: z.number().nullable(),
  maxVoltage: z.number().nullable(),
  sparkline: z.array(z.number()),
  utcDateLastReading: isoDate,
  batteryVoltageReadings: z.array(z.object({ voltage: z.number(), readingTimestamp: z.string() })),
});

/** Spec part 2 section 3; everything past the equipment is derived from what the device sent. */
export const healthMonitorSchema = z.object({
  ...equipment,
  isPaired: z.boolean(),
  utcDateLastPaired: isoDate,
  utcDateLastScan: isoDate,
  hasIssueDetected: z.boolean(),
  isEnabledInAppSettings: z.boolean().describe('the dealership’s app offers the health monitor'),
  batteryHealth: batteryHealthSchema,
});
export type HealthMonitor = z.infer<typeof healthMonitorSchema>;

export const REWARDS_KEY = `${PRODUCT.slug}Rewards` as const;
export const PROTECT_KEY = `${PRODUCT.slug}Protect` as const;

export const carePlanSchema = z.object({
  title: z.string(),
  isEnabled: z.boolean(),
  utcDateWelcomeFlowCompleted: isoDate,
  showReminders: z.boolean(),
  timeZone: z.string().describe('ours: the dealership’s zone, for the concierge hours'),
  healthMonitor: healthMonitorSchema,
  theftRecovery: theftRecoverySchema,
  roadsideAssistance: roadsideAssistanceSchema.nullable(),
  [REWARDS_KEY]: rewardsProductSchema.nullable(),
  [PROTECT_KEY]: coverProductSchema.nullable(),
  guarantee: guaranteeProductSchema.nullable(),
  mechanicalProtection: coverProductSchema.nullable(),
  fuel: z.object({ isEnabled: z.boolean() }),
  marketplace: z.object({ isEnabled: z.boolean() }),
});
export type CarePlan = z.infer<typeof carePlanSchema>;
