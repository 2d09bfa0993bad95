// The browser's side of Web Push encryption, for the tests' local push service: a message
// encrypted to a subscription's keys (RFC 8291) in the aes128gcm content coding (RFC 8188),
// decrypted with node:crypto alone, so the tests check web-push's output against the RFCs
// rather than against web-push itself.
import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';

/** A browser's push keys: its P-256 key pair and the 16-byte authentication secret. */
export type BrowserKeys = { ecdh: ECDH; auth: Buffer };

export function newBrowserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

/** The keys as PushSubscription.toJSON() shows them. */
export function subscriptionKeys(keys: BrowserKeys) {
  return {
    p256dh: keys.ecdh.getPublicKey().toString('base64url'),
    auth: keys.auth.toString('base64url'),
  };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

const TAG_LENGTH = 16;

/** The plaintext of an aes128gcm body; throws when it was not encrypted to `keys`. */
export function decryptPushBody(body: Buffer, keys: BrowserKeys): Buffer {
  // RFC 8188, 2.1: salt (16) | record size (uint32) | idlen (1) | keyid (the sender's key).
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || recordSize <= TAG_LENGTH + 1) throw new Error('not an RFC 8291 header');

  // RFC 8291, 3.3 and 3.4: the input keying material from the ECDH secret and the auth secret.
  const receiverPublic = keys.ecdh.getPublicKey();
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverPublic, senderPublic]);
  const ikm = hkdf(ecdhSecret, keys.auth, keyInfo, 32);
  // RFC 8188, 2.2 and 2.3: the content encryption key and the nonce base.
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonceBase = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const plain: Buffer[] = [];
  const count = Math.ceil(records.length / recordSize);
  for (let seq = 0; seq < count; seq++) {
    const record = records.subarray(seq * recordSize, (seq + 1) * recordSize);
    // The nonce is the base XOR the record's sequence number (big-endian, 96 bits; the
    // numbers here fit the last 32).
    const nonce = Buffer.from(nonceBase);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
    const padded = Buffer.concat([
      decipher.update(record.subarray(0, record.length - TAG_LENGTH)),
      decipher.final(),
    ]);
    // RFC 8188, 2: data, then a delimiter (2 in the last record, 1 before), then zeros.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const delimiter = padded[end];
    if (delimiter !== (seq === count - 1 ? 2 : 1)) throw new Error('bad record padding');
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}
