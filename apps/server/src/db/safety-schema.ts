/**
 * The safety centre's temporary location links (decision 0032). A link holds the owner's last
 * shared position until it expires or the owner turns it off; its token is kept only as a
 * SHA-256 hash, so a copy of the database cannot be used to open anyone's location.
 */
import { doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, utc } from './columns.ts';
import { users } from './schema.ts';

export const safetyShareLinks = pgTable(
  'safety_share_links',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** Hex SHA-256 of the token in the link's URL; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** When the position above was shared (at creation, then at each update). */
    positionSharedAt: utc().notNull(),
    expiresAt: utc().notNull(),
    /** The name the owner chose to show with the link (never filled in from the account). */
    nameToShow: text(),
    revokedAt: utc(),
    createdAt: createdAt(),
  },
  (t) => [index('safety_share_links_user_idx').on(t.userId)],
);
