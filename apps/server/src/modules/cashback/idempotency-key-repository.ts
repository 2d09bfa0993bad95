// Idempotency keys of payout requests, by Stripe's rules, over the database or a transaction.
// A key is claimed in its own committed row before the work, so every instance sees it: the
// same key with the same body gets the first answer again; with another body, 422; while the
// first is still being worked on, the repeat waits a moment for its answer and then gets 409
// (payout-request-service.ts). A claim a crash left behind lapses, and the key can be worked
// again: nothing was committed with it.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/cashback-schema.ts';

/** How long a claim holds before it is taken to be abandoned (a crash mid-request). */
const CLAIM_SECONDS = 60;
/** Keys are kept a week: Stripe's minimum is 24 hours. */
export const IDEMPOTENCY_KEY_DAYS = 7;

/** What a request ended with, kept to be answered again: the data, or the failure's message. */
export type StoredAnswer<T> =
  { statusCode: 200; data: T } | { statusCode: number; message: string };

export type Claim<T> =
  | { kind: 'claimed'; id: string }
  | { kind: 'answered'; answer: StoredAnswer<T> }
  | { kind: 'other-request' }
  | { kind: 'in-flight' };

export type IdempotencyKeyRepository = ReturnType<typeof createIdempotencyKeyRepository>;

export function createIdempotencyKeyRepository(db: Database) {
  async function claim<T>(
    walletId: string,
    key: string,
    hash: string,
    now: Date,
  ): Promise<Claim<T>> {
    const lockedUntil = new Date(now.getTime() + CLAIM_SECONDS * 1000);
    const [created] = await db
      .insert(idempotencyKeys)
      .values({ walletId, key, requestHash: hash, state: 'in_flight', lockedUntil })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (created) return { kind: 'claimed', id: created.id };
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.walletId, walletId), eq(idempotencyKeys.key, key)));
    if (!row) return { kind: 'in-flight' }; // released between the two statements: try again
    if (row.requestHash !== hash) return { kind: 'other-request' };
    if (row.state === 'answered')
      return { kind: 'answered', answer: row.answer as StoredAnswer<T> };
    // Abandoned by a request that never finished: take it over, if no one else just did.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedUntil })
      .where(and(eq(idempotencyKeys.id, row.id), lt(idempotencyKeys.lockedUntil, now)))
      .returning({ id: idempotencyKeys.id });
    return taken ? { kind: 'claimed', id: taken.id } : { kind: 'in-flight' };
  }

  return {
    claim,

    /** Keeps the answer; call in the transaction of the work it answers for. */
    async answer<T>(id: string, answer: StoredAnswer<T>): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ state: 'answered', statusCode: answer.statusCode, answer })
        .where(eq(idempotencyKeys.id, id));
    },

    /** The work failed without an answer: the key is free for a retry. */
    async release(id: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.state, 'in_flight')));
    },

    /** Forgets answered keys older than IDEMPOTENCY_KEY_DAYS. */
    async prune(now: Date): Promise<void> {
      const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 3600 * 1000);
      await db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.state, 'answered'), lt(idempotencyKeys.createdAt, before)));
    },
  };
}
