// The browsers' push subscriptions, over the database or a transaction: one row per browser
// (its push service's endpoint), saved for whoever signed in there last.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { pushSubscriptions } from '../../../db/notifications-schema.ts';

type SubscriptionRow = Omit<typeof pushSubscriptions.$inferInsert, 'id' | 'endpoint'>;

function pushSubscriptionStatements(db: Database) {
  return {
    /** The browser's subscription, now `row.userId`'s whoever saved it before. */
    async upsert(endpoint: string, row: SubscriptionRow): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ ...row, endpoint })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
    },

    /** The user's saved subscriptions, with when each was saved. */
    savedOf: (userId: string) =>
      db
        .select({ id: pushSubscriptions.id, savedAt: pushSubscriptions.createdAt })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId)),

    async removeIds(ids: string[]): Promise<void> {
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
    },

    /** Forgets one of the user's subscriptions; another user's, or none, is left as it is. */
    async remove(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    /** The user's browsers, for a push. */
    subscriptionsOf: (userId: string) =>
      db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId)),

    /** A subscription its push service reported gone, whoever's it is now. */
    async forget(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}

export type PushSubscriptionStatements = ReturnType<typeof pushSubscriptionStatements>;

export function createPushSubscriptionRepository(db: Database) {
  return {
    ...pushSubscriptionStatements(db),
    /** Runs `work` in one transaction, with the statements over it. */
    transaction: <T>(work: (tx: PushSubscriptionStatements) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(pushSubscriptionStatements(tx))),
  };
}

export type PushSubscriptionRepository = ReturnType<typeof createPushSubscriptionRepository>;
