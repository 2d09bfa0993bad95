// The secrets the server hands out in links and keys: refresh tokens, welcome and share links,
// calendar feeds, service records and health-monitor device keys. The database keeps only each
// one's SHA-256. A token carries 256 random bits, so no one finds one by guessing or by trying
// hashes, and a slow password hash would add only cost; a leaked table opens nothing.
import { createHash, randomBytes } from 'node:crypto';

/** A new secret: 32 random bytes as base64url, 43 characters of A-Z a-z 0-9 - _. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a secret, and looked up by: its SHA-256 in hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
