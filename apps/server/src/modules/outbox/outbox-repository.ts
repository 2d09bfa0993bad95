// The outbox's rows (db/outbox-schema.ts): written in the caller's transaction, claimed by a
// sender with SKIP LOCKED so two server instances never send the same message at once.
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { retryDelaySeconds } from '../../core/retry-delay.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/outbox-schema.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<
  typeof outboxMessages.$inferInsert,
  | 'idempotencyKey'
  | 'channel'
  | 'to'
  | 'subject'
  | 'body'
  | 'attachments'
  | 'html'
  | 'headers'
  | 'nextAttemptAt'
>;

/** How long a claim holds: a sender that died mid-send gives the message back after this. */
export const DEFAULT_CLAIM_SECONDS = 120;
/** After this many failed tries a message is left failed, for a person to look at. */
export const MAX_ATTEMPTS = 5;

export { retryDelaySeconds };

/**
 * Writes a message in `tx`, the transaction of the change it tells of. A second message with
 * the same key is the same message: nothing more is written. True when this call wrote it.
 */
export async function enqueueMessage(tx: Database, message: NewOutboxMessage): Promise<boolean> {
  const written = await tx
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.idempotencyKey })
    .returning({ id: outboxMessages.id });
  return written.length > 0;
}

export function createOutboxRepository(db: Database, claimSeconds = DEFAULT_CLAIM_SECONDS) {
  return {
    /** Takes up to `limit` messages that are due: queued, or claimed by a sender that died. */
    async claimDue(now: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          or(
            and(
              eq(outboxMessages.state, 'queued'),
              or(isNull(outboxMessages.nextAttemptAt), lte(outboxMessages.nextAttemptAt, now)),
            ),
            and(eq(outboxMessages.state, 'sending'), lt(outboxMessages.claimedUntil, now)),
          ),
        )
        .orderBy(outboxMessages.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessages)
        .set({
          state: 'sending',
          attempts: sql`${outboxMessages.attempts} + 1`,
          claimedUntil: new Date(now.getTime() + claimSeconds * 1000),
        })
        .where(inArray(outboxMessages.id, due))
        .returning();
    },

    async markSent(id: string, now: Date) {
      await db
        .update(outboxMessages)
        .set({ state: 'sent', sentAt: now, claimedUntil: null, lastError: null })
        .where(eq(outboxMessages.id, id));
    },

    /**
     * Back in the queue for another try after a wait that doubles with each try, or failed for
     * good after MAX_ATTEMPTS.
     */
    async markFailed(row: OutboxRow, error: string, now: Date) {
      await db
        .update(outboxMessages)
        .set({
          state: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
          claimedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000),
          lastError: error.slice(0, 500),
        })
        .where(eq(outboxMessages.id, row.id));
    },

    /**
     * The emails and texts for the demo outbox view, newest first, to one recipient or on one
     * channel when asked (push notifications are a browser's, not a person's to read here).
     */
    async list(filter: { to?: string; channel?: 'sms' | 'email' }, limit: number) {
      const readable = inArray(outboxMessages.channel, [
        filter.channel ?? 'email',
        filter.channel ?? 'sms',
      ]);
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(filter.to === undefined ? readable : and(readable, eq(outboxMessages.to, filter.to)))
        .orderBy(desc(outboxMessages.createdAt))
        .limit(limit);
      return rows.map(
        (row) => ({ ...row, channel: row.channel === 'sms' ? 'sms' : 'email' }) as const,
      );
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
