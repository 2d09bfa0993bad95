/**
 * Every email and text message goes out through this table (the outbox): a message is
 * written in the same transaction as the change it tells of, so neither is lost without the
 * other, and the server drains it (modules/outbox). The idempotency key makes a message that
 * is written twice (a retried request) one message.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, utc } from './columns.ts';

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    idempotencyKey: text().notNull().unique(),
    /** 'push': a Web Push notification to every browser of the user whose id is `to`. */
    channel: text({ enum: ['email', 'sms', 'push'] }).notNull(),
    to: text().notNull(),
    subject: text(),
    /** The text (an email's plain part, a push notification's JSON payload). */
    body: text().notNull(),
    /** An email's HTML part, beside the plain text. */
    html: text(),
    /** An email's extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Documents built when the message is sent: `{ document, vehicleId }` each. */
    attachments: jsonb().$type<{ document: string; vehicleId: string }[]>().notNull().default([]),
    state: text({ enum: ['queued', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer().notNull().default(0),
    /** A sender that stopped mid-send (a crash) leaves its claim; it lapses at this time. */
    claimedUntil: utc(),
    /** After a failed try, not before this: the waits grow with each try (backoff). */
    nextAttemptAt: utc(),
    lastError: text(),
    sentAt: utc(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_state_idx').on(t.state, t.createdAt)],
);
