import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Column shapes every table uses, written once. Times are stored in UTC. */
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const utc = () => timestamp({ withTimezone: true });
