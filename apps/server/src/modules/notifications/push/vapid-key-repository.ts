// The one row holding the server's VAPID key pair.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { webPushKeys } from '../../../db/notifications-schema.ts';

const KEY_ROW = 1;

export type VapidKeyRepository = ReturnType<typeof createVapidKeyRepository>;

export function createVapidKeyRepository(db: Database) {
  return {
    /** The stored pair, if there is one. */
    async stored() {
      const [row] = await db.select().from(webPushKeys).where(eq(webPushKeys.id, KEY_ROW));
      return row;
    },

    /** Stores the pair unless one is stored already (then the stored one stays). */
    async storeUnlessStored(pair: { publicKey: string; privateKey: string }): Promise<void> {
      await db
        .insert(webPushKeys)
        .values({ id: KEY_ROW, ...pair })
        .onConflictDoNothing({ target: webPushKeys.id });
    },
  };
}
