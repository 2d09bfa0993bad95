// A calendar feed's life: made, rotated (the old URL answers 404 at once), turned off; each
// owner has only their own, which no one else's session can touch; the public read is limited
// per address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CALENDAR_MESSAGES } from '@ignite/domain/notifications/calendar-api';
import { NOTIFICATIONS_MESSAGES } from '@ignite/domain/notifications/notifications-api';
import { calendarFeeds } from '../../../db/notifications-schema.ts';
import { users } from '../../../db/schema.ts';
import { calendarCalls, parseCalendar } from '../../../../test/calendar-test-kit.ts';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { hashSecretToken } from '../../../core/secret-tokens.ts';
import { FEEDS_PER_HOUR } from './calendar-feed-service.ts';

let t: TestApp;
let calls: ReturnType<typeof calendarCalls>;
beforeAll(async () => {
  t = await startTestApp();
  calls = calendarCalls(t);
});
afterAll(() => t.close());

const tokenOf = (url: string) => /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url)?.[1] ?? '';

async function feedRowOf(username: string) {
  const [row] = await t.db
    .select({ feed: calendarFeeds })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(users.username, username));
  return row?.feed ?? null;
}

async function expectClosed(url: string) {
  const response = await calls.read(url);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({
    success: false,
    status: 404,
    data: null,
    messages: [NOTIFICATIONS_MESSAGES.feedTokenInvalid],
  });
}

describe('a feed’s life', () => {
  test('only the token’s hash is stored, one row per owner', async () => {
    const owner = await calls.signIn('owner@demo.ignite');
    const { url } = (await calls.create(owner)).body.data;
    const row = await feedRowOf('owner@demo.ignite');
    expect(row?.tokenHash).toBe(hashSecretToken(tokenOf(url)));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(tokenOf(url));
  });

  test('a new link replaces the old: the old answers 404 at once, the new one works', async () => {
    const owner = await calls.signIn('owner@demo.ignite');
    const first = (await calls.create(owner)).body.data.url;
    expect((await calls.read(first)).statusCode).toBe(200);

    const second = (await calls.create(owner)).body.data.url;
    expect(second).not.toBe(first);
    await expectClosed(first);
    const response = await calls.read(second);
    expect(response.statusCode).toBe(200);
    expect(parseCalendar(response.body).events.length).toBeGreaterThan(0);
    expect((await feedRowOf('owner@demo.ignite'))?.tokenHash).toBe(
      hashSecretToken(tokenOf(second)),
    );
  });

  test('turned off, the link answers 404; turning off again is still done; a new one works', async () => {
    const owner = await calls.signIn('owner@demo.ignite');
    const { url } = (await calls.create(owner)).body.data;
    const off = await calls.revoke(owner);
    expect(off.statusCode).toBe(200);
    expect(off.body.data).toBe(true);
    await expectClosed(url);
    expect(await feedRowOf('owner@demo.ignite')).toBeNull();
    expect((await calls.revoke(owner)).statusCode).toBe(200);

    const again = (await calls.create(owner)).body.data.url;
    expect((await calls.read(again)).statusCode).toBe(200);
    await expectClosed(url);
  });

  test('another owner’s session makes and turns off only their own feed, never yours', async () => {
    const owner = await calls.signIn('owner@demo.ignite');
    const mine = (await calls.create(owner)).body.data.url;
    const before = await feedRowOf('owner@demo.ignite');

    const other = await calls.signIn('protect@demo.ignite');
    const theirs = (await calls.create(other)).body.data.url;
    expect((await calls.revoke(other)).statusCode).toBe(200);
    await expectClosed(theirs);

    expect(await feedRowOf('owner@demo.ignite')).toEqual(before);
    const still = await calls.read(mine);
    expect(still.statusCode).toBe(200);
    expect(still.body).toContain('CXR52H');
    expect(still.body).not.toContain('EKP27W');
  });

  test('without a session: no feed is made or turned off (401)', async () => {
    const none = { authorization: '' };
    expect((await calls.create(none)).statusCode).toBe(401);
    expect((await calls.revoke(none)).statusCode).toBe(401);
  });

  test('an unknown token is the same 404; a malformed one is a 400 with the message', async () => {
    await expectClosed(`${t.config.publicUrl}/api/calendar/${'A'.repeat(43)}.ics`);
    for (const bad of [`${'A'.repeat(43)}`, `${'A'.repeat(42)}.ics`, `${'A'.repeat(43)}.ics.ics`]) {
      const response = await calls.read(`${t.config.publicUrl}/api/calendar/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([
        `token: ${NOTIFICATIONS_MESSAGES.feedTokenInvalid}`,
      ]);
    }
  });
});

describe('limits', () => {
  test('one feed is read at most 30 times a minute, from anywhere; other feeds still read', async () => {
    const owner = await calls.signIn('shared@demo.ignite');
    const { url } = (await calls.create(owner)).body.data;
    for (let i = 0; i < 30; i += 1) {
      expect((await calls.read(url, `198.51.100.${i}`)).statusCode).toBe(200);
    }
    const refused = await calls.read(url, '198.51.100.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messages).toEqual([CALENDAR_MESSAGES.tooManyFeedReads]);
    // A calendar service fetching many owners' feeds from one address is not held back by one.
    const other = await calls.signIn('protect@demo.ignite');
    const otherUrl = (await calls.create(other)).body.data.url;
    expect((await calls.read(otherUrl, '198.51.100.1')).statusCode).toBe(200);
  });

  test('one address is held back past 600 reads a minute, whichever feeds it asks for', async () => {
    // A scan: a new made-up token each time, so no one feed's limit is reached.
    const guess = (i: number) =>
      `${t.config.publicUrl}/api/calendar/${'Z'.repeat(39)}${String(i).padStart(4, '0')}.ics`;
    for (let i = 0; i < 600; i += 1) {
      expect((await calls.read(guess(i), '203.0.113.50')).statusCode).toBe(404);
    }
    expect((await calls.read(guess(600), '203.0.113.50')).statusCode).toBe(429);
    expect((await calls.read(guess(601), '203.0.113.51')).statusCode).toBe(404);
  });

  test(`an owner makes at most ${FEEDS_PER_HOUR} links an hour; the last one keeps working`, async () => {
    const owner = await calls.signIn('newcar@demo.ignite');
    let last = '';
    for (let i = 0; i < FEEDS_PER_HOUR; i += 1) {
      const made = await calls.create(owner);
      expect(made.statusCode).toBe(200);
      last = made.body.data.url;
    }
    const refused = await calls.create(owner);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.messages).toEqual([CALENDAR_MESSAGES.tooManyFeeds]);
    expect((await calls.read(last)).statusCode).toBe(200);
  });
});
