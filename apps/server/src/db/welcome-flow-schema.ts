/**
 * The welcome flow's own rows. A verification code is kept as an HMAC, never as its digits: the
 * six digits are few enough to guess from a plain hash, the server's key is not. One code per
 * user: sending a new one replaces it.
 */
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, utc } from './columns.ts';
import { users } from './schema.ts';

export const verificationCodes = pgTable('verification_codes', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The number the code was texted to, E.164. */
  mobile: text().notNull(),
  codeHash: text().notNull(),
  /** Tries so far, right or wrong; the code is spent after five. */
  tries: integer().notNull().default(0),
  expiresAt: utc().notNull(),
  createdAt: createdAt(),
});
