import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/** The server's secrets: each from the environment, or kept in DATA_DIR (see resolveSecrets). */
export type Secrets = {
  /** Signs access tokens, and (derived) document links and verification codes. */
  signingKey: string;
  /** Encrypts bank details at rest (AES-256-GCM): 32 bytes. */
  bankDetailsKey: Buffer;
  /** The cashback provider signs its transaction feed with it (HMAC-SHA256). */
  cashbackFeedSecret: string;
};

/**
 * Each secret from the environment, or (outside production; config.ts refuses production
 * without them) generated once and kept in DATA_DIR, so tokens, bank details and the feed's
 * signatures survive a restart. Several instances must share them: give them the variables,
 * or one DATA_DIR.
 */
export function resolveSecrets(config: Config): Secrets {
  return {
    signingKey:
      config.tokenSigningKey ?? keptSecret(config.dataDir, 'signing-key', () => random(48)),
    bankDetailsKey: Buffer.from(
      config.bankDetailsKey ?? keptSecret(config.dataDir, 'bank-details-key', () => random(32)),
      'base64url',
    ),
    cashbackFeedSecret:
      config.cashbackFeedSecret ??
      keptSecret(config.dataDir, 'cashback-feed-secret', () => random(32)),
  };
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** The secret in DATA_DIR/name, written first by whichever instance starts first. */
function keptSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, make(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
