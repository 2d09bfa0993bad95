// A device key names its device and carries a random secret: `hmk_<device id>_<secret>`. Only
// the secret's SHA-256 is stored (core/secret-tokens.ts); a slow password hash would add
// nothing but cost on a path that takes thousands of posts a second.
import { timingSafeEqual } from 'node:crypto';
import { hashSecretToken, newSecretToken } from '../../core/secret-tokens.ts';

const KEY = /^hmk_([0-9a-f]{32})_([A-Za-z0-9_-]{43})$/;

/** A new key for the device: give the key to the device, store the hash. */
export function newDeviceKey(deviceId: string): { key: string; keyHash: string } {
  const secret = newSecretToken();
  return {
    key: `hmk_${deviceId.replaceAll('-', '')}_${secret}`,
    keyHash: hashSecretToken(secret),
  };
}

/** The device id and secret of a well-formed key; null for anything else. */
export function parseDeviceKey(key: string): { deviceId: string; secret: string } | null {
  const match = KEY.exec(key);
  if (!match?.[1] || !match[2]) return null;
  const hex = match[1];
  const deviceId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { deviceId, secret: match[2] };
}

/** Constant time, so the answer's timing says nothing of how much of a guess was right. */
export function secretMatches(secret: string, keyHash: string): boolean {
  const given = Buffer.from(hashSecretToken(secret), 'hex');
  const stored = Buffer.from(keyHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
