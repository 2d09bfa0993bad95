// The name and the app a location link's page shows, through the whole app: only the name the
// owner chose when sharing (stored with the link, trimmed, refused when it does not fit), and
// the brand of the owner's own app, never the default one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SAFETY_MESSAGES as M } from '@ignite/domain/safety/safety-api';
import { shareLinkCalls, SYDNEY } from '../../../test/safety-test-kit.ts';
import { signIn } from '../../../test/sessions.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { appConfigurations } from '../../db/schema.ts';

let t: TestApp;
let calls: ReturnType<typeof shareLinkCalls>;
beforeAll(async () => {
  t = await startTestApp();
  calls = shareLinkCalls(t);
});
afterAll(() => t.close());

describe('the name to show', () => {
  test('the name chosen is stored with the link, listed for its owner and shown to the holder', async () => {
    const owner = await calls.authOf('owner@demo.ignite');
    const made = await calls.create(owner, { ...SYDNEY, durationHours: 1, nameToShow: '  Mum  ' });
    expect(made.statusCode).toBe(200);
    expect(made.body.data.nameToShow).toBe('Mum');
    expect((await calls.rowOf(made.body.data.shareLinkId))?.nameToShow).toBe('Mum');
    const listed = (await calls.list(owner)).body.data.links;
    expect(listed.find((l) => l.shareLinkId === made.body.data.shareLinkId)?.nameToShow).toBe(
      'Mum',
    );
    expect((await calls.view(made.body.data.token)).body.data.nameToShow).toBe('Mum');
  });

  test('none chosen, or a blank one: the holder sees no name, not the account’s', async () => {
    const owner = await calls.authOf('owner@demo.ignite');
    const { user } = await signIn(t.app, 'owner@demo.ignite');
    for (const payload of [{}, { nameToShow: '   ' }, { nameToShow: null }]) {
      const made = await calls.create(owner, { ...SYDNEY, durationHours: 1, ...payload });
      expect(made.statusCode).toBe(200);
      const seen = (await calls.view(made.body.data.token)).body.data;
      expect(seen.nameToShow).toBeNull();
      for (const personal of [user.firstName, user.lastName, user.email]) {
        expect(JSON.stringify(seen)).not.toContain(personal);
      }
    }
  });

  test.each([
    // The server names the field before a message that does not start with it.
    ['41 characters', 'M'.repeat(41), `nameToShow: ${M.nameToShowTooLong}`],
    ['two lines', 'Mia\nChen', `nameToShow: ${M.nameToShowOneLine}`],
    ['a number', 7, M.nameToShowNotText],
  ])('%s: 400 with the reason, and nothing stored', async (_, nameToShow, message) => {
    const owner = await calls.authOf('owner@demo.ignite');
    const before = await calls.countRows();
    const refused = await calls.create(owner, { ...SYDNEY, durationHours: 1, nameToShow });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.messages).toEqual([message]);
    expect(await calls.countRows()).toBe(before);
  });
});

describe('the app the page names', () => {
  test('the brand of the owner’s app, as a white-label app calls itself', async () => {
    const { user } = await signIn(t.app, 'owner@demo.ignite');
    const appId = user.activeVehicle?.appConfigurationId ?? '';
    await t.db
      .update(appConfigurations)
      .set({ brandName: 'Harbour Drive' })
      .where(eq(appConfigurations.id, appId));
    try {
      const owner = await calls.authOf('owner@demo.ignite');
      const made = await calls.create(owner, { ...SYDNEY, durationHours: 1, nameToShow: 'Mia' });
      const seen = (await calls.view(made.body.data.token)).body.data;
      expect(seen.brandName).toBe('Harbour Drive');
      expect(JSON.stringify(seen)).not.toContain('Ignite');
    } finally {
      await t.db
        .update(appConfigurations)
        .set({ brandName: 'Ignite' })
        .where(eq(appConfigurations.id, appId));
    }
  });
});
