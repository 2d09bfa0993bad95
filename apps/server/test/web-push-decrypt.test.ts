// The tests' browser-side decryption against RFC 8291's own worked example (appendix A), so
// a push the local push service accepts is one a browser would read.
import { createECDH } from 'node:crypto';
import { expect, test } from 'vitest';
import { decryptPushBody } from './web-push-decrypt.ts';

const b64 = (text: string) => Buffer.from(text, 'base64url');

test('decrypts RFC 8291’s example message with the example user agent’s keys', () => {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(b64('q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94'));
  expect(ecdh.getPublicKey().toString('base64url')).toBe(
    'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
  );
  const body = b64(
    'DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN',
  );
  const auth = b64('BTBZMqHH6r4Tts7J_aSIgg');
  const plain = decryptPushBody(body, { ecdh, auth });
  expect(plain.toString('utf8')).toBe('When I grow up, I want to be a watermelon');

  // Another browser's secret, or one byte changed on the way, and nothing decrypts.
  expect(() => decryptPushBody(body, { ecdh, auth: Buffer.alloc(16) })).toThrow();
  const tampered = Buffer.from(body);
  tampered[tampered.length - 20] = (tampered[tampered.length - 20] ?? 0) ^ 1;
  expect(() => decryptPushBody(tampered, { ecdh, auth })).toThrow();
});
