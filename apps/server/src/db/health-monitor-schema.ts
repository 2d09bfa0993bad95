/**
 * The health monitor (decision 0022): the devices installed in vehicles, and what they report.
 * Only the device row is part of the My Garage answer (paired, last scan, the battery's recent
 * readings), so only it stamps the garage; the event tables are read by queries of their own
 * and never stamp, or every reading would empty the garage cache (db/garage-stamps.ts).
 * Every event table is unique on (device, the device's own event id): a retried post stores
 * nothing twice.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, utc } from './columns.ts';
import { vehicles } from './schema.ts';

const vehicleId = () =>
  uuid()
    .notNull()
    .references(() => vehicles.id, { onDelete: 'cascade' });
const deviceId = () =>
  uuid()
    .notNull()
    .references(() => healthMonitorDevices.id, { onDelete: 'cascade' });
const eventId = () => text().notNull();

/** A reading kept on the device row for the garage answer (the newest 10). */
export type StoredBatteryReading = { voltage: number; readingTimestamp: string };

export const healthMonitorDevices = pgTable(
  'health_monitor_devices',
  {
    id: id(),
    serial: text().notNull().unique(),
    vehicleId: vehicleId(),
    /** SHA-256 of the device key's secret: the key is random, so a fast hash is enough. */
    keyHash: text().notNull(),
    installedAt: utc().notNull().defaultNow(),
    /** The first heartbeat: from then on the device is paired. */
    pairedAt: utc(),
    lastScanAt: utc(),
    /** The newest readings (at most 10), rewritten with each batch: the garage's battery health. */
    recentBatteryReadings: jsonb().$type<StoredBatteryReading[]>().notNull().default([]),
    /** Removed from the car, or its key replaced: its key is refused from then on. */
    revokedAt: utc(),
    createdAt: createdAt(),
  },
  (table) => [
    // One device in service per vehicle.
    uniqueIndex('health_monitor_devices_vehicle_idx')
      .on(table.vehicleId)
      .where(sql`revoked_at IS NULL`),
  ],
);

/** When each device last reported: written by every heartbeat, so kept off the stamped row. */
export const healthMonitorPresence = pgTable('health_monitor_presence', {
  deviceId: deviceId().primaryKey(),
  lastSeenAt: utc().notNull(),
});

/** When the owner last began pairing: the check asks for a report after it. */
export const healthMonitorPairings = pgTable('health_monitor_pairings', {
  vehicleId: vehicleId().primaryKey(),
  startedAt: utc().notNull(),
});

export const scanEvents = pgTable(
  'scan_events',
  {
    id: id(),
    vehicleId: vehicleId(),
    deviceId: deviceId(),
    eventId: eventId(),
    tripEventId: text(),
    scannedAt: utc().notNull(),
    hasIssue: boolean().notNull(),
    /** ConditionType; Service by default (spec part 2 section 3). */
    conditionType: smallint().notNull(),
    errorCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    receivedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('scan_events_device_event_idx').on(table.deviceId, table.eventId),
    index('scan_events_vehicle_scanned_idx').on(table.vehicleId, table.scannedAt.desc()),
  ],
);

export const batteryReadings = pgTable(
  'battery_readings',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: vehicleId(),
    deviceId: deviceId(),
    eventId: eventId(),
    /** Millivolts: exact, and small. */
    millivolts: integer().notNull(),
    readAt: utc().notNull(),
  },
  (table) => [
    uniqueIndex('battery_readings_device_event_idx').on(table.deviceId, table.eventId),
    index('battery_readings_vehicle_read_idx').on(table.vehicleId, table.readAt.desc()),
  ],
);

export type RoutePoint = { lat: number; long: number };

export const trips = pgTable(
  'trips',
  {
    id: id(),
    vehicleId: vehicleId(),
    deviceId: deviceId(),
    eventId: eventId(),
    startedAt: utc().notNull(),
    endedAt: utc().notNull(),
    distanceMetres: integer().notNull(),
    route: jsonb().$type<RoutePoint[]>().notNull().default([]),
    receivedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('trips_device_event_idx').on(table.deviceId, table.eventId),
    index('trips_vehicle_started_idx').on(table.vehicleId, table.startedAt.desc()),
  ],
);
