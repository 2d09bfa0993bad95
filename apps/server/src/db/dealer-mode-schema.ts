/**
 * Dealer mode's own rows (issue 15): who activated which vehicle for which consumer, the
 * welcome texts sent per staff session and vehicle (the limit of 3 holds across instances
 * because it is counted here, in one statement), and the one-time links those texts carry.
 */
import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, utc } from './columns.ts';
import { appConfigurations, users, vehicles } from './schema.ts';

/** Every activation, with who did it: the dealership's record of the hand-over. */
export const dealerActivations = pgTable(
  'dealer_activations',
  {
    id: id(),
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    staffUserId: uuid()
      .notNull()
      .references(() => users.id),
    consumerUserId: uuid()
      .notNull()
      .references(() => users.id),
    appConfigurationId: uuid()
      .notNull()
      .references(() => appConfigurations.id),
    kind: text({ enum: ['create', 'activate'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('dealer_activations_vehicle_idx').on(t.vehicleId)],
);

/** Welcome texts sent for a vehicle in one staff session. */
export const welcomeSends = pgTable(
  'welcome_sends',
  {
    sessionId: text().notNull(),
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    sends: integer().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.vehicleId] })],
);

/**
 * The link a welcome text carries: it signs the customer in once, on their own phone, and
 * opens the welcome flow. Kept as a SHA-256 of the token, never the token.
 */
export const welcomeLinks = pgTable(
  'welcome_links',
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    expiresAt: utc().notNull(),
    usedAt: utc(),
    createdAt: createdAt(),
  },
  (t) => [index('welcome_links_user_idx').on(t.userId)],
);
