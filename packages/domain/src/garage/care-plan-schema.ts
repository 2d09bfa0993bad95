// Spec part 2 section 3, Care plan and its products, as the My Garage answer carries them. Every
// computed field (enabled, inactive, pending, active, the claim counts) comes from the rules in
// care-plan/ and products.ts; the stored facts are the rest. Dates are ISO strings. It sits here,
// beside the My Garage answer (garage-api.ts) that carries it: care-plan/'s rules read the
// garage's days and enums, so care-plan/ imports the garage and never the other way round.
import { z } from 'zod/mini';
import { PRODUCT } from '../product.ts';

const isoDate = z.nullable(z.string());
const status = z.int().check(z.describe('ProductStatus: Draft 0 .. Voided 5'));

export const workOrderClaimSchema = z.object({ title: z.string(), utcDate: z.string() });

export const carePlanWorkOrderSchema = z.object({
  type: z.string().check(z.describe('WorkOrderType')),
  title: z.string(),
  product: z.enum(['Rewards', 'Protect']),
  hasAnnualClaimLimit: z.boolean(),
  maximumAnnualClaimCount: z.int(),
  annualClaimCount: z.int(),
  maximumClaimCount: z.int(),
  claimCount: z.int(),
  hasReachedAnnualClaimLimit: z.boolean(),
  isClaimable: z.boolean(),
  history: z.array(workOrderClaimSchema).check(z.describe('the claims, newest first')),
});
export type CarePlanWorkOrder = z.infer<typeof carePlanWorkOrderSchema>;

export const conciergeMessageSchema = z.object({
  conciergeMessageId: z.string(),
  content: z.string().check(z.describe('HTML from the dealership, sanitised before it is shown')),
  type: z.string(),
  hasLink: z.boolean(),
  linkUrl: z.nullable(z.string()),
  dismissable: z.boolean(),
});
export type ConciergeMessage = z.infer<typeof conciergeMessageSchema>;

const productFacts = {
  isEnabled: z.boolean().check(z.describe('the flag is set and the status is above Draft')),
  isInactive: z.boolean().check(z.describe('Expired, Cancelled or Voided')),
  title: z.string(),
  status,
  provider: z.nullable(z.string()),
  subscriberNumber: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  termInMonths: z.nullable(z.int()),
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
  conciergePhoneNumber: z.nullable(z.string()),
  conciergeHours: z.string(),
  workOrderConfigurations: z.array(carePlanWorkOrderSchema),
  hasMessages: z.boolean(),
  messages: z.array(conciergeMessageSchema).check(z.describe('those not dismissed')),
});
export type RewardsProduct = z.infer<typeof rewardsProductSchema>;

/** PROTECT, and the guarantee and mechanical protection, which share its shape. */
export const coverProductSchema = z.object({
  ...productFacts,
  kilometerLimit: z.nullable(z.int()).check(z.describe('null: no limit (stored below 1)')),
  maximumLiability: z
    .nullable(z.number())
    .check(z.describe('dollars per work order (stored as cents)')),
  isPending: z.boolean(),
  isActive: z.boolean(),
  workOrderConfigurations: z.array(carePlanWorkOrderSchema),
});
export type CoverProduct = z.infer<typeof coverProductSchema>;

/** The guarantee: PROTECT's shape and the trade-in value it guarantees. */
export const guaranteeProductSchema = z.extend(coverProductSchema, {
  guaranteedFutureValue: z
    .nullable(z.number())
    .check(
      z.describe(
        'ours: dollars, the least the dealership pays for the car as a trade-in at the end of the term (stored as cents); null: none named',
      ),
    ),
});
export type GuaranteeProduct = z.infer<typeof guaranteeProductSchema>;

export const roadsideAssistanceSchema = z.object({
  isEnabled: z.boolean(),
  title: z.string(),
  provider: z.nullable(z.string()),
  coverType: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  linkUrl: z.nullable(z.string()),
  durationInMonths: z.nullable(z.int()),
  utcDateExpires: isoDate,
  policyNumber: z.nullable(z.string()),
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
  status: z.int().check(z.describe('EquipmentStatus: NotInstalled 0 .. NotApplicable 3')),
  isInstalled: z.boolean(),
  utcDateInstalled: isoDate,
};

export const theftRecoverySchema = z.object({
  ...equipment,
  provider: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
});
export type TheftRecovery = z.infer<typeof theftRecoverySchema>;

const batteryHealthSchema = z.object({
  hasData: z.boolean(),
  currentVoltage: z.nullable(z.number()),
  minVoltage: z.nullable(z.number()),
  maxVoltage: z.nullable(z.number()),
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
  isEnabledInAppSettings: z
    .boolean()
    .check(z.describe('the dealership’s app offers the health monitor')),
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
  timeZone: z.string().check(z.describe('ours: the dealership’s zone, for the concierge hours')),
  healthMonitor: healthMonitorSchema,
  theftRecovery: theftRecoverySchema,
  roadsideAssistance: z.nullable(roadsideAssistanceSchema),
  [REWARDS_KEY]: z.nullable(rewardsProductSchema),
  [PROTECT_KEY]: z.nullable(coverProductSchema),
  guarantee: z.nullable(guaranteeProductSchema),
  mechanicalProtection: z.nullable(coverProductSchema),
  fuel: z.object({ isEnabled: z.boolean() }),
  marketplace: z.object({ isEnabled: z.boolean() }),
});
export type CarePlan = z.infer<typeof carePlanSchema>;
