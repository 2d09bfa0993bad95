/**
 * A vehicle's care plan (spec part 2 section 3): what the dealership sold with the car. Only
 * facts are stored: a product's enabled, inactive, pending and active flags and a work order's
 * claim counts are computed by the rules in packages/domain/src/care-plan.
 * Enum columns hold the numeric values of '@ignite/domain/garage/enums'.
 */
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, utc } from './columns.ts';
import { vehicles } from './schema.ts';

const vehicleId = () =>
  uuid()
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' });

/**
 * The plan itself, one per vehicle, with the rewards programme's settings (the rewards product
 * is the plan's own: its concierge, reminders and cashback switches) and the two devices.
 */
export const carePlans = pgTable('care_plans', {
  vehicleId: vehicleId().primaryKey(),
  title: text().notNull(),
  isEnabled: boolean().notNull().default(true),
  dateWelcomeFlowCompleted: utc(),
  showReminders: boolean().notNull().default(true),
  isFuelEnabled: boolean().notNull().default(false),
  isMarketplaceEnabled: boolean().notNull().default(true),
  rewardsAppTitle: text().notNull(),
  remindersTitle: text().notNull(),
  showRewardsAsProduct: boolean().notNull().default(true),
  isRemindersEnabled: boolean().notNull().default(true),
  isCashbackEnabled: boolean().notNull().default(false),
  cashbackTitle: text().notNull(),
  isAutomotiveCashbackEnabled: boolean().notNull().default(false),
  isConciergeEnabled: boolean().notNull().default(false),
  isConciergeMessagesEnabled: boolean().notNull().default(false),
  conciergeTitle: text().notNull(),
  conciergePhoneNumber: text(),
  /** Null shows the default hours text (spec part 2 section 4). */
  conciergeHours: text(),
  isHealthMonitorEnabled: boolean().notNull().default(false),
  /** EquipmentStatus. */
  healthMonitorStatus: integer().notNull().default(0),
  dateHealthMonitorInstalled: utc(),
  isTheftRecoveryEnabled: boolean().notNull().default(false),
  /** EquipmentStatus. */
  theftRecoveryStatus: integer().notNull().default(0),
  theftRecoveryProvider: text(),
  theftRecoveryPhoneNumber: text(),
  dateTheftRecoveryInstalled: utc(),
  createdAt: createdAt(),
});

/**
 * The plan's products: the rewards programme, PROTECT, the guarantee and mechanical
 * protection; one row each per vehicle. The cover columns (km limit, liability) are the
 * cover products' and stay null on the rewards row.
 */
export const carePlanProducts = pgTable(
  'care_plan_products',
  {
    id: id(),
    vehicleId: vehicleId(),
    kind: text({ enum: ['rewards', 'protect', 'guarantee', 'mechanicalProtection'] }).notNull(),
    /** The dealership's flag; the product shows only while it is set and above Draft. */
    isEnabled: boolean().notNull().default(true),
    /** ProductStatus. */
    status: integer().notNull(),
    title: text().notNull(),
    provider: text(),
    /** The subscriber or contract number the owner quotes. */
    subscriberNumber: text(),
    phoneNumber: text(),
    termInMonths: integer(),
    /** Below 1 means no limit. */
    kilometerLimit: integer(),
    maximumLiabilityCents: integer(),
    /**
     * The guarantee's own: the least the dealership pays for the car as a trade-in at the end
     * of the term. Null on the other products, and where a guarantee names no amount.
     */
    guaranteedValueCents: integer(),
    dateActiveFrom: utc(),
    dateActiveTo: utc(),
  },
  (t) => [uniqueIndex('care_plan_products_vehicle_kind_idx').on(t.vehicleId, t.kind)],
);

/** Roadside assistance, one per vehicle, with its nine cover flags. */
export const roadsideAssistance = pgTable('roadside_assistance', {
  vehicleId: vehicleId().primaryKey(),
  isEnabled: boolean().notNull().default(true),
  title: text().notNull(),
  provider: text(),
  coverType: text(),
  phoneNumber: text(),
  linkUrl: text(),
  durationInMonths: integer(),
  dateExpires: utc(),
  policyNumber: text(),
  battery: boolean().notNull().default(false),
  tyres: boolean().notNull().default(false),
  fuel: boolean().notNull().default(false),
  lockout: boolean().notNull().default(false),
  towing: boolean().notNull().default(false),
  carHire: boolean().notNull().default(false),
  accommodation: boolean().notNull().default(false),
  ambulance: boolean().notNull().default(false),
  general: boolean().notNull().default(false),
});

/** What a product covers of one work-order type, and its limits. */
export const workOrderConfigurations = pgTable(
  'work_order_configurations',
  {
    id: id(),
    vehicleId: vehicleId(),
    /** WorkOrderType. */
    type: text().notNull(),
    product: text({ enum: ['Rewards', 'Protect'] }).notNull(),
    title: text().notNull(),
    hasAnnualClaimLimit: boolean().notNull().default(false),
    maximumAnnualClaimCount: integer().notNull().default(0),
    maximumClaimCount: integer().notNull(),
  },
  (t) => [uniqueIndex('work_order_configurations_vehicle_type_idx').on(t.vehicleId, t.type)],
);

/** One work order claimed under a configuration: the counts are computed from these. */
export const workOrderClaims = pgTable(
  'work_order_claims',
  {
    id: id(),
    workOrderConfigurationId: uuid()
      .notNull()
      .references(() => workOrderConfigurations.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    dateClaimed: utc().notNull(),
  },
  (t) => [index('work_order_claims_configuration_idx').on(t.workOrderConfigurationId)],
);

/** A dealership's message to the owner of one vehicle, shown by the concierge. */
export const conciergeMessages = pgTable(
  'concierge_messages',
  {
    id: id(),
    vehicleId: vehicleId(),
    /** HTML written by the dealership; sanitised before it is shown. */
    content: text().notNull(),
    type: text().notNull(),
    linkUrl: text(),
    isDismissable: boolean().notNull().default(true),
    dateDismissed: utc(),
    createdAt: createdAt(),
  },
  (t) => [index('concierge_messages_vehicle_idx').on(t.vehicleId)],
);
