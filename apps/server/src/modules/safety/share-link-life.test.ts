// A location link's life through the whole app (decision 0032): read by anyone holding it,
// updated and turned off by its owner only, lapsing at its expiry.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SAFETY_MESSAGES as M } from '@ignite/domain/safety/safety-api';
import { PARRAMATTA, shareLinkCalls, SYDNEY } from '../../../test/safety-test-kit.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let calls: ReturnType<typeof shareLinkCalls>;
beforeAll(async () => {
  t = await startTestApp();
  calls = shareLinkCalls(t);
});
afterAll(() => t.close());

describe('a link’s life', () => {
  test('anyone with the link reads the position; the owner updates it; then turns it off', async () => {
    const owner = await calls.authOf('owner@demo.ignite');
    const link = (await calls.create(owner, { ...SYDNEY, durationHours: 24 })).body.data;

    const seen = await calls.view(link.token);
    expect(seen.statusCode).toBe(200);
    // No name was chosen: none is shown, and the owner's account is not read for one.
    expect(seen.body.data).toEqual({
      ...SYDNEY,
      sharedAt: link.sharedAt,
      expiresAt: link.expiresAt,
      nameToShow: null,
      brandName: 'Ignite',
    });

    t.clock.advanceSeconds(60);
    const moved = await calls.update(owner, link.shareLinkId, PARRAMATTA);
    expect(moved.statusCode).toBe(200);
    expect(moved.body.data).toMatchObject({ ...PARRAMATTA, expiresAt: link.expiresAt });
    expect(moved.body.data.sharedAt).toBe(t.clock.now().toISOString());
    expect((await calls.view(link.token)).body.data).toMatchObject(PARRAMATTA);

    expect((await calls.revoke(owner, link.shareLinkId)).statusCode).toBe(200);
    const closed = await calls.view(link.token);
    expect(closed.statusCode).toBe(404);
    expect(closed.body.messages).toEqual([M.linkClosed]);
    expect((await calls.list(owner)).body.data.links.map((l) => l.shareLinkId)).not.toContain(
      link.shareLinkId,
    );
    // Off is off: it cannot be moved or turned off again.
    expect((await calls.update(owner, link.shareLinkId, SYDNEY)).statusCode).toBe(404);
    expect((await calls.revoke(owner, link.shareLinkId)).body.messages).toEqual([M.shareNotFound]);
  });

  test('another owner’s link: not listed, not moved, not turned off (404), and unchanged', async () => {
    const owner = await calls.authOf('owner@demo.ignite');
    const link = (await calls.create(owner, { ...SYDNEY, durationHours: 1 })).body.data;
    const before = await calls.rowOf(link.shareLinkId);

    const other = await calls.authOf('generic@demo.ignite');
    expect((await calls.list(other)).body.data.links.map((l) => l.shareLinkId)).not.toContain(
      link.shareLinkId,
    );
    const moved = await calls.update(other, link.shareLinkId, PARRAMATTA);
    expect(moved.statusCode).toBe(404);
    expect(moved.body.messages).toEqual([M.shareNotFound]);
    const revoked = await calls.revoke(other, link.shareLinkId);
    expect(revoked.statusCode).toBe(404);

    expect(await calls.rowOf(link.shareLinkId)).toEqual(before);
    expect((await calls.view(link.token)).body.data).toMatchObject(SYDNEY);
  });

  test('past its expiry the link answers 404 and its owner can no longer move it', async () => {
    let owner = await calls.authOf('owner@demo.ignite');
    const link = (await calls.create(owner, { ...SYDNEY, durationHours: 1 })).body.data;
    t.clock.advanceSeconds(3599);
    expect((await calls.view(link.token)).statusCode).toBe(200);

    t.clock.advanceSeconds(1);
    const lapsed = await calls.view(link.token);
    expect(lapsed.statusCode).toBe(404);
    expect(lapsed.body.messages).toEqual([M.linkClosed]);
    // The access token lapsed with the hour: sign in again, as the app would.
    owner = await calls.authOf('owner@demo.ignite');
    expect((await calls.update(owner, link.shareLinkId, PARRAMATTA)).statusCode).toBe(404);
    expect((await calls.list(owner)).body.data.links.map((l) => l.shareLinkId)).not.toContain(
      link.shareLinkId,
    );
    expect((await calls.rowOf(link.shareLinkId))?.latitude).toBe(SYDNEY.latitude);
  });

  test('an unknown token is the same 404; a malformed one or a NUL byte is a 400', async () => {
    const unknown = await calls.view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.messages).toEqual([M.linkClosed]);
    for (const bad of ['short', `${'A'.repeat(42)}%00`]) {
      const { statusCode, body } = await calls.view(bad);
      expect(statusCode).toBe(400);
      expect(body.success).toBe(false);
    }
  });

  test('a link id that is not a UUID, or bad coordinates on update: 400 with the reason', async () => {
    const owner = await calls.authOf('owner@demo.ignite');
    const link = (await calls.create(owner, { ...SYDNEY, durationHours: 1 })).body.data;
    expect((await calls.update(owner, 'not-a-link', SYDNEY)).body.messages).toEqual([
      'shareLinkId must be a UUID',
    ]);
    const bad = await calls.update(owner, link.shareLinkId, { latitude: -91, longitude: 200 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.messages).toEqual([M.latitudeInvalid, M.longitudeInvalid]);
    expect((await calls.view(link.token)).body.data).toMatchObject(SYDNEY);
  });
});
