// The server's VAPID key pair (RFC 8292): push services hold a subscription to the key it was
// made with, so the pair is made once, at the first start, and kept in the database for every
// instance and every restart. Two instances starting together each insert a pair if there is
// none; the database keeps the first, and both read that one back.
import webPush from 'web-push';
import type { Config } from '../../../config/config.ts';
import type { VapidKeyRepository } from './vapid-key-repository.ts';

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

async function createdOrStoredPair(repository: VapidKeyRepository) {
  const stored = await repository.stored();
  if (stored) return stored;
  const fresh = webPush.generateVAPIDKeys();
  await repository.storeUnlessStored({ publicKey: fresh.publicKey, privateKey: fresh.privateKey });
  const kept = await repository.stored();
  if (!kept) throw new Error('the VAPID keys were not stored');
  return kept;
}

export function createVapidKeys(deps: {
  repository: VapidKeyRepository;
  config: Pick<Config, 'mailFrom' | 'publicUrl'>;
}): VapidKeys {
  let pair: ReturnType<typeof createdOrStoredPair> | null = null;
  // Kept once read: the pair never changes. A failed read is tried again next time.
  const keyPair = () =>
    (pair ??= createdOrStoredPair(deps.repository).catch((error: unknown) => {
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
