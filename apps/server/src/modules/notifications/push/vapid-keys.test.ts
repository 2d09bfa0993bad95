// The server's VAPID keys: made once, kept, and the same for instances that start together;
// signed for a contact a push service accepts.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { loadConfig } from '../../../config/config.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { webPushKeys } from '../../../db/notifications-schema.ts';
import { openTestDatabase } from '../../../../test/test-database.ts';
import { createVapidKeyRepository } from './vapid-key-repository.ts';
import { createVapidKeys, vapidSubject } from './vapid-keys.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const config = loadConfig();

test('two instances starting together make one key pair and both use it', async () => {
  expect(await database.db.select().from(webPushKeys)).toEqual([]);
  const first = createVapidKeys({ repository: createVapidKeyRepository(database.db), config });
  const second = createVapidKeys({ repository: createVapidKeyRepository(database.db), config });
  const [a, b] = await Promise.all([first.details(), second.details()]);
  expect(a).toEqual(b);
  const stored = await database.db.select().from(webPushKeys);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ id: 1, publicKey: a.publicKey, privateKey: a.privateKey });
  // A P-256 public key, uncompressed (65 bytes), and its 32-byte private key.
  expect(Buffer.from(a.publicKey, 'base64url')).toHaveLength(65);
  expect(Buffer.from(a.privateKey, 'base64url')).toHaveLength(32);
  // A restart reads the same pair.
  expect(
    await createVapidKeys({
      repository: createVapidKeyRepository(database.db),
      config,
    }).publicKey(),
  ).toBe(a.publicKey);
});

test('the contact is the mail sender’s address, else an https public URL', () => {
  const publicUrl = 'http://localhost:3000';
  expect(vapidSubject({ mailFrom: 'Ignite <no-reply@ignite.local>', publicUrl })).toBe(
    'mailto:no-reply@ignite.local',
  );
  expect(vapidSubject({ mailFrom: 'service@harbourcity.test', publicUrl })).toBe(
    'mailto:service@harbourcity.test',
  );
  expect(
    vapidSubject({ mailFrom: 'Ignite reminders', publicUrl: 'https://app.harbourcity.test' }),
  ).toBe('https://app.harbourcity.test');
  expect(() => vapidSubject({ mailFrom: 'Ignite reminders', publicUrl })).toThrow(/MAIL_FROM/);
});
