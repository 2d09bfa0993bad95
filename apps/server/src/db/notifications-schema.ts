/**
 * Reminders that reach the owner (decision 0039): each owner's notification
 * settings, their browsers' push subscriptions, the server's VAPID keys, the secret calendar
 * feed, the service record's share links for a buyer, and the daily job's run record. Tokens
 * in URLs are kept only as SHA-256 hashes, so a copy of the database opens nothing.
 */
import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, utc } from './columns.ts';
import { users, vehicles } from './schema.ts';

/** One row per owner who changed a setting; an owner without one has the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean().notNull(),
  push: boolean().notNull(),
  leadDays: integer().notNull(),
  /** "HH:MM" in the dealership's zone; both null means no quiet hours. */
  quietFrom: text(),
  quietTo: text(),
  updatedAt: utc().notNull(),
});

/** One per browser: the push service's endpoint and the keys its messages are encrypted to. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** The server's VAPID key pair, created at first start (one row, id 1). */
export const webPushKeys = pgTable('web_push_keys', {
  id: integer().primaryKey(),
  publicKey: text().notNull(),
  privateKey: text().notNull(),
  createdAt: createdAt(),
});

/** An owner's secret calendar feed: rotated by replacing the row, revoked by deleting it. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text().notNull().unique(),
  createdAt: createdAt(),
});

/** A read-only link to a vehicle's service record for a buyer, valid 14 days. */
export const serviceRecordShares = pgTable(
  'service_record_shares',
  {
    id: id(),
    vehicleId: uuid()
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    /** The owner who made it: the link closes when the car is no longer theirs. */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: utc().notNull(),
    revokedAt: utc(),
    createdAt: createdAt(),
  },
  (t) => [index('service_record_shares_vehicle_idx').on(t.vehicleId)],
);

/**
 * A daily job's record: the day it last finished (in the job's zone) and, while one instance
 * runs it, that instance's claim, which lapses if it dies, so another takes the day over.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text().primaryKey(),
  completedDay: date({ mode: 'string' }),
  claimedUntil: utc(),
});
