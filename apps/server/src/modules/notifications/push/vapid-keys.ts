// The server's VAPID key pair (RFC 8292): push services hold a subscription to the key it was
// made with, so the pair is made once, at the first start, and kept in the database for every
// instance and every restart. Two instances starting together each insert a pair if there is
// none; the database keeps the first, and both read that one back.
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { webPushKeys } from '../../../db/notifications-schema.ts';

const KEY_ROW = 1;

export type VapidKeys = {
  /** The public key browsers subscribe with (the pair is made on the first call). */
  publicKey(): Promise<string>;
  /** The pair and the contact push services may write to, for signing a push. */
  details(): Promise<{ subject: string; publicKey: string; privateKey: string }>;
};

/**
 * Who runs this server, for a push service with a question (RFC 8292, 2.1): the mail sender's
 * address, else the public URL when it is https (a push service accepts no other).
 */
export function vapidSubject(config: Pick<Config, 'mailFrom' | 'publicUrl'>): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom.trim();
  if (/^[^\s@<>]+@[^\s@<>]+$/.test(address)) return `mailto:${address}`;
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  throw new Error('MAIL_FROM must hold an email address, or PUBLIC_URL be https, to send push');
}

async function storedPair(db: Database) {
  const [row] = await db.select().from(webPushKeys).where(eq(webPushKeys.id, KEY_ROW));
  return row;
}

async function createdOrStoredPair(db: Database) {
  const stored = await storedPair(db);
  if (stored) return stored;
  const fresh = webPush.generateVAPIDKeys();
  await db
    .insert(webPushKeys)
    .values({ id: KEY_ROW, publicKey: fresh.publicKey, privateKey: fresh.privateKey })
    .onConflictDoNothing({ target: webPushKeys.id });
  const kept = await storedPair(db);
  if (!kept) throw new Error('the VAPID keys were not stored');
  return kept;
}

export function createVapidKeys(deps: { db: Database; config: Config }): VapidKeys {
  let pair: ReturnType<typeof createdOrStoredPair> | null = null;
  // Kept once read: the pair never changes. A failed read is tried again next time.
  const keyPair = () =>
    (pair ??= createdOrStoredPair(deps.db).catch((error: unknown) => {
      pair = null;
      throw error;
    }));
  return {
    async publicKey() {
      return (await keyPair()).publicKey;
    },
    async details() {
      const { publicKey, privateKey } = await keyPair();
      return { subject: vapidSubject(deps.config), publicKey, privateKey };
    },
  };
}
