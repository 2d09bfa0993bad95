import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, garageVersion, id, utc } from './columns.ts';

/** Stamps of the My Garage answer's rows (see `garageVersion` in columns.ts). */
export const garageVersionSequence = pgSequence('garage_version');

/** Dealerships (and the platform's own organisation for generic apps). */
export const organisations = pgTable('organisations', {
  id: id(),
  name: text().notNull(),
  suburb: text(),
  state: text(),
  phone: text(),
  /** Where the workshop is told of a booking made in the app. */
  serviceEmail: text(),
  createdAt: createdAt(),
});

/** A white-label app: branding, theme, care-plan flags and the host app's launch secret. */
export const appConfigurations = pgTable('app_configurations', {
  id: id(),
  organisationId: uuid().references(() => organisations.id),
  name: text().notNull().unique(),
  brandName: text().notNull(),
  theme: text().notNull(),
  isDarkMode: boolean().notNull().default(true),
  isGeneric: boolean().notNull().default(false),
  isValid: boolean().notNull().default(true),
  launchSecret: text().notNull(),
  isCarePlanEnabled: boolean().notNull().default(false),
  isRewardsEnabled: boolean().notNull().default(false),
  isProtectEnabled: boolean().notNull().default(false),
  isRoadsideEnabled: boolean().notNull().default(false),
  isHealthMonitorEnabled: boolean().notNull().default(false),
  isTheftRecoveryEnabled: boolean().notNull().default(false),
  isConciergeEnabled: boolean().notNull().default(false),
  /** The dealership's six-digit reward code, which an owner enters to make it their home. */
  originatorCode: text().unique(),
  /** The dealership's IANA zone: its business hours and its days are its own. */
  timeZone: text().notNull().default('Australia/Sydney'),
  /** Bumped by any write to the app, its condition configurations or its dealership's locations. */
  garageVersion: garageVersion(),
  createdAt: createdAt(),
});

/** Consumers (vehicle owners) and dealership staff. */
export const users = pgTable('users', {
  id: id(),
  username: text().notNull().unique(),
  passwordHash: text().notNull(),
  kind: text({ enum: ['consumer', 'staff'] }).notNull(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  /** E.164; verified by a code texted to it (modules/welcome-flow). */
  mobileNumber: text(),
  mobileVerified: boolean().notNull().default(false),
  /** A fleet or business customer's name, shown when there is no person's name. */
  businessName: text(),
  organisationId: uuid().references(() => organisations.id),
  appConfigurationId: uuid().references(() => appConfigurations.id),
  organisationConsumerId: uuid().unique(),
  appConsumerId: uuid().unique(),
  appMode: integer().notNull().default(0),
  cashbackType: integer().notNull().default(0),
  isDealerMode: boolean().notNull().default(false),
  permissions: text()
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  activeVehicleId: uuid(),
  createdAt: createdAt(),
});

/** Staff roles; a dealer acts only on the apps listed in appIds. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    userContextId: text().notNull(),
    clientId: text().notNull(),
    clientName: text().notNull(),
    roleType: text().notNull(),
    appIds: uuid().array().notNull(),
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [index('roles_user_idx').on(t.userId)],
);

/** A consumer's vehicle, every field of spec part 2 section 3 that is a stored fact. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    appVehicleId: uuid().notNull().unique().defaultRandom(),
    /** Null for a vehicle in a dealership's stock, not yet assigned to a consumer. */
    ownerId: uuid().references(() => users.id),
    appConfigurationId: uuid()
      .notNull()
      .references(() => appConfigurations.id),
    dealNumber: text(),
    vin: text(),
    make: text(),
    model: text(),
    year: integer(),
    rego: text(),
    regoState: text(),
    nickname: text(),
    odometer: integer(),
    dateLastSetOdometer: utc(),
    vehicleUsage: integer().notNull().default(0),
    estimatedAnnualKilometers: integer(),
    thumbnail: text(),
    rating: doublePrecision(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    marketingPreference: integer().notNull().default(0),
    isInPma: boolean().notNull().default(false),
    isShared: boolean().notNull().default(false),
    isCarePlanEnabled: boolean().notNull().default(false),
    requiresWelcomeFlow: boolean().notNull().default(false),
    welcomeFlowProgress: integer().notNull().default(0),
    verified: boolean().notNull().default(false),
    /** When dealership staff activated it for its owner (dealer mode); null while in stock. */
    activatedAt: utc(),
    /** The dealership's own reference for the vehicle or deal, from its CRM. */
    crmReferenceId: text(),
    /** Bumped by any write to the vehicle or its garage rows (conditions, schedule, log...). */
    garageVersion: garageVersion(),
    createdAt: createdAt(),
  },
  (t) => [index('vehicles_owner_idx').on(t.ownerId)],
);

/** A signed-in session on one browser: the family every refresh token of it belongs to. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserId: text().notNull(),
    createdAt: createdAt(),
    expiresAt: utc().notNull(),
    lastActiveAt: utc().notNull(),
    revokedAt: utc(),
    revokedReason: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored only as SHA-256 hashes; each is used once and names its successor. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    parentId: uuid(),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: utc().notNull(),
    usedAt: utc(),
    replacedById: uuid(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Each launch nonce is accepted once, across every server instance sharing the database. */
export const launchNonces = pgTable('launch_nonces', {
  nonce: text().primaryKey(),
  appConfigurationId: uuid().notNull(),
  usedAt: utc().notNull(),
});

/**
 * Sign-in failure counters shared by every server instance (core/sign-in-throttle.ts):
 * failures in the window that opened at `windowStart`, and no attempt before `blockedUntil`.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text().primaryKey(),
  windowStart: utc().notNull(),
  attempts: integer().notNull(),
  blockedUntil: utc(),
});

/**
 * An app whose reward code this user has just looked up: the proof change-app asks for, so a
 * user cannot join a dealership by its id without knowing its code. One per user, short-lived.
 */
export const appChangeGrants = pgTable('app_change_grants', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  appConfigurationId: uuid()
    .notNull()
    .references(() => appConfigurations.id, { onDelete: 'cascade' }),
  expiresAt: utc().notNull(),
});
