/**
 * Dealer mode's own rows: who activated which vehicle for which consumer, the welcome texts
 * counted per vehicle and per number (the limits hold across sessions, staff and instances
 * because they are counted here, in one statement), and the one-time links those texts carry.
 */
import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
    /** The customer's mobile as staff gave it, E.164. */
    mobile: text(),
    /**
     * Whether this activation made the customer: then, until they verify a mobile, their
     * welcome link may go to the mobile given here (dealer-mode/welcome-reach in the domain).
     */
    madeConsumer: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('dealer_activations_vehicle_idx').on(t.vehicleId)],
);

/**
 * Welcome texts counted in the current window, per vehicle and per number: a row for
 * ('vehicle', its id) and one for ('number', its E.164), both counted by the one statement
 * that queues a text (dealer-mode/welcome-texts.ts).
 */
export const welcomeTextCounts = pgTable(
  'welcome_text_counts',
  {
    kind: text({ enum: ['vehicle', 'number'] }).notNull(),
    subject: text().notNull(),
    sends: integer().notNull(),
    windowStartedAt: utc().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] })],
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
    /**
     * The mobile the link was texted to, E.164. It signs in only while this is still the
     * mobile its customer may be reached at; links from before it was kept have none.
     */
    sentTo: text(),
    expiresAt: utc().notNull(),
    usedAt: utc(),
    createdAt: createdAt(),
  },
  (t) => [index('welcome_links_user_idx').on(t.userId)],
);
