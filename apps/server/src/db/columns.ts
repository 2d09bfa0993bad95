import { sql } from 'drizzle-orm';
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column shapes every table uses, written once. Times are stored in UTC. */
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const utc = () => timestamp({ withTimezone: true });

/**
 * A stamp from the `garage_version` sequence (schema.ts). Triggers (migration 0002) stamp a
 * fresh number on the vehicle or its app at every write to a row a My Garage answer is built
 * from, so a cached answer is current exactly while its stamps still match
 * (modules/garage/garage-view-cache.ts). A sequence never hands out a number twice, so a
 * deleted and re-created row cannot match an old answer.
 */
export const garageVersion = () =>
  bigint({ mode: 'number' })
    .notNull()
    .default(sql`nextval('garage_version')`);
