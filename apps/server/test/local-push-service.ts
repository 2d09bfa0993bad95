// A push service on 127.0.0.1 for the tests (the one stand-in: the push service is the
// system's edge). Each "browser" it makes has real keys (web-push-decrypt.ts); a message to it
// must carry a valid VAPID signature by the server's key (RFC 8292) and decrypt with the
// browser's keys, or it is refused and the reason kept. A test can make a browser's endpoint
// answer 404, 410 or 500, as a push service does for a subscription gone or while it is down.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import type { PushSender } from '../src/modules/outbox/index.ts';
import {
  type BrowserKeys,
  decryptPushBody,
  newBrowserKeys,
  subscriptionKeys,
} from './web-push-decrypt.ts';

/** For the outbox's tests of texts and emails: a push sender no message reaches. */
export const noBrowsers: PushSender = {
  async send() {
    throw new Error('these tests send no push notifications');
  },
};

export type Delivery = {
  browserId: string;
  /** The decrypted payload. */
  payload: string;
  ttl: string | undefined;
  topic: string | undefined;
  urgency: string | undefined;
  /** The VAPID JWT's subject (the server's contact). */
  subject: string;
};

export type LocalBrowser = {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

/** The VAPID public key as P-256 JWK, for jose. */
async function vapidKey(publicKey: string) {
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
  return importJWK(jwk, 'ES256');
}

/**
 * `serverPublicKey` reads the key the server must have signed with (from its database): the
 * `k` of the Authorization header must be that key, and the JWT verify with it.
 */
export async function startLocalPushService(serverPublicKey: () => Promise<string>) {
  const browsers = new Map<string, BrowserKeys>();
  const answers = new Map<string, number>();
  const delivered: Delivery[] = [];
  const refused: string[] = [];

  async function accept(browserId: string, headers: Record<string, unknown>, body: Buffer) {
    const keys = browsers.get(browserId);
    if (!keys) throw new Error(`no browser ${browserId}`);
    const vapid = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(String(headers.authorization));
    if (!vapid?.[1] || !vapid[2])
      throw new Error(`no VAPID authorization: ${headers.authorization}`);
    if (vapid[2] !== (await serverPublicKey())) throw new Error('k is not the server’s key');
    const { payload: claims } = await jwtVerify(vapid[1], await vapidKey(vapid[2]), {
      algorithms: ['ES256'],
      audience: origin,
      requiredClaims: ['exp', 'sub'],
    });
    // RFC 8292, 2: no more than 24 hours ahead; the subject a mailto: or https: contact.
    if ((claims.exp ?? 0) > Date.now() / 1000 + 24 * 3600) throw new Error('exp too far ahead');
    const subject = String(claims.sub);
    if (!/^(mailto:|https:)/.test(subject)) throw new Error(`bad VAPID subject ${subject}`);
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    delivered.push({
      browserId,
      payload: decryptPushBody(body, keys).toString('utf8'),
      ttl: headers.ttl as string | undefined,
      topic: headers.topic as string | undefined,
      urgency: headers.urgency as string | undefined,
      subject,
    });
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const browserId = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1] ?? '';
      const told = answers.get(browserId);
      if (request.method !== 'POST' || !browsers.has(browserId)) {
        response.writeHead(404).end();
      } else if (told !== undefined) {
        response.writeHead(told).end();
      } else {
        accept(browserId, request.headers, Buffer.concat(chunks)).then(
          () => response.writeHead(201).end(),
          (error: unknown) => {
            refused.push(error instanceof Error ? error.message : String(error));
            response.writeHead(400).end();
          },
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** What each browser received, in order, decrypted. */
    delivered,
    /** Why requests were refused (a bad signature, a body that would not decrypt). */
    refused,
    /** A browser subscribing: its own keys, and an endpoint here. */
    newBrowser(): LocalBrowser {
      const id = randomUUID();
      const keys = newBrowserKeys();
      browsers.set(id, keys);
      return { id, endpoint: `${origin}/push/${id}`, keys: subscriptionKeys(keys) };
    },
    /**
     * From now on, answer every message to the browser with `status` (404, 410, 500...), or
     * with null, take them in again.
     */
    answerWith(browserId: string, status: number | null) {
      if (status === null) answers.delete(browserId);
      else answers.set(browserId, status);
    },
    deliveredTo: (browserId: string) => delivered.filter((d) => d.browserId === browserId),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;
