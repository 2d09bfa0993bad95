/**
 * The garage's tables (spec part 2 section 3). Only facts are stored: a condition's state,
 * score, due/overdue flags, an interval's isDone and an appointment's label or isOpen are
 * computed from these rows and the clock by the rules in packages/domain/src/garage.
 * Enum columns hold the numeric values of '@ignite/domain/garage/enums'.
 */
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appConfigurations, organisations, users, vehicles } from './schema.ts';
import { createdAt, id, utc } from './columns.ts';

const vehicleId = () =>
  uuid()
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' });

/** How an app presents each condition type; one row per app and type. */
export const conditionConfigurations = pgTable(
  'condition_configurations',
  {
    id: id(),
    appConfigurationId: uuid()
      .notNull()
      .references(() => appConfigurations.id, { onDelete: 'cascade' }),
    /** ConditionType. */
    conditionType: integer().notNull(),
    name: text().notNull(),
    ordinal: integer().notNull(),
    /** Marketplace category slug; the marketplace tables (spec part 3) come later. */
    categoryId: text(),
    /** Marketplace offer; a foreign key is added when the offers table exists. */
    offerId: uuid(),
    /** The dealership itself can do this work (originator of the vehicle's sale). */
    hasOriginatorCapability: boolean().notNull().default(false),
    /** The app does not offer this condition at all. */
    isDisabled: boolean().notNull().default(false),
    canUserDisable: boolean().notNull().default(true),
    /** CallToActionType. */
    callToActionType: integer().notNull().default(0),
    /** A phone number, a URL or a marketplace link, as callToActionType says. */
    callToAction: text(),
  },
  (t) => [
    uniqueIndex('condition_configurations_app_type_idx').on(t.appConfigurationId, t.conditionType),
  ],
);

/** A vehicle's condition monitor: the facts its state is computed from. */
export const conditions = pgTable(
  'conditions',
  {
    id: id(),
    vehicleId: vehicleId(),
    /** ConditionType; one row per type and vehicle. */
    type: integer().notNull(),
    /** Switched off by the owner (counts only where the configuration allows it). */
    isDisabled: boolean().notNull().default(false),
    lastOdometer: integer(),
    nextOdometer: integer(),
    lastDate: utc(),
    nextDate: utc(),
    /** The reminder's step: km and months for monthly types, weeks for the weekly wash. */
    intervalKm: integer(),
    intervalMonths: integer(),
    intervalWeeks: integer(),
    /** A reading the source reports for this item (e.g. battery voltage), shown as is. */
    value: text(),
    averagePriceCents: integer(),
    /** The health monitor reported an issue on this item (scan events set it). */
    hasIssue: boolean().notNull().default(false),
    isRecallIssued: boolean().notNull().default(false),
    recallReference: text(),
    recallDescription: text(),
    dateDismissedByConsumer: utc(),
    dismissedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    dateDismissedByUser: utc(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('conditions_vehicle_type_idx').on(t.vehicleId, t.type)],
);

/** A vehicle's manufacturer service schedule. */
export const serviceSchedules = pgTable('service_schedules', {
  id: id(),
  vehicleId: vehicleId().unique(),
  /** The interval shown as the next service, chosen by the owner or the dealer; null = none. */
  nextIntervalId: uuid().references((): AnyPgColumn => serviceIntervals.id, {
    onDelete: 'set null',
  }),
  createdAt: createdAt(),
});

/** One step of a schedule (e.g. 15,000 km / 12 months). */
export const serviceIntervals = pgTable(
  'service_intervals',
  {
    id: id(),
    scheduleId: uuid()
      .notNull()
      .references(() => serviceSchedules.id, { onDelete: 'cascade' }),
    km: integer().notNull(),
    months: integer().notNull(),
    /** ServiceIntervalState; MarkedDoneFromDms cannot be undone by the owner. */
    state: integer().notNull().default(0),
    dateCompleted: utc(),
  },
  (t) => [uniqueIndex('service_intervals_schedule_km_idx').on(t.scheduleId, t.km)],
);

/** Bookings and offers from the dealership's system. Money is integer cents. */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    vehicleId: vehicleId(),
    organisationConsumerId: uuid()
      .notNull()
      .references(() => users.organisationConsumerId, { onDelete: 'cascade' }),
    /** The dealership the appointment is with. */
    organisationId: uuid().references(() => organisations.id, { onDelete: 'set null' }),
    title: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** The service advisor or technician the appointment is with. */
    withName: text(),
    utcDateCreated: utc().notNull().defaultNow(),
    utcDateAppointment: utc().notNull(),
    /** AppointmentType. */
    appointmentType: integer().notNull().default(0),
    /** AppointmentState bit flags. */
    appointmentState: integer().notNull().default(0),
    /** PickupAndDeliveryState. */
    pickupAndDeliveryState: integer().notNull().default(0),
    paidCents: integer().notNull().default(0),
    owingCents: integer().notNull().default(0),
  },
  (t) => [
    index('appointments_vehicle_date_idx').on(t.vehicleId, t.utcDateAppointment),
    index('appointments_consumer_idx').on(t.organisationConsumerId),
  ],
);

/** Completed services for the digital service log. */
export const serviceLogItems = pgTable(
  'service_log_items',
  {
    id: id(),
    vehicleId: vehicleId(),
    title: text().notNull(),
    utcDateCreated: utc().notNull().defaultNow(),
    locationName: text().notNull(),
    /** Null when the work was done outside the programme's dealerships. */
    locationOrganisationId: uuid().references(() => organisations.id, { onDelete: 'set null' }),
    purchaseAmountCents: integer().notNull(),
    cashbackAmountCents: integer(),
  },
  (t) => [index('service_log_items_vehicle_date_idx').on(t.vehicleId, t.utcDateCreated)],
);

/** The vehicle's history: purchase, services, recalls, odometer and reminder events. */
export const historyItems = pgTable(
  'history_items',
  {
    id: id(),
    vehicleId: vehicleId(),
    type: text().notNull(),
    title: text().notNull(),
    description: text(),
    utcEventDate: utc().notNull(),
  },
  (t) => [index('history_items_vehicle_date_idx').on(t.vehicleId, t.utcEventDate)],
);

/** A dealership's service centre and sales yard (the garage model's two locations). */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    organisationId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['service', 'dealer'] }).notNull(),
    name: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    state: text().notNull(),
    postcode: text().notNull(),
    phone: text(),
    email: text(),
    linkUrl: text(),
    /** Where geolocation falls back to when the browser has none. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
  },
  (t) => [uniqueIndex('locations_organisation_kind_idx').on(t.organisationId, t.kind)],
);
