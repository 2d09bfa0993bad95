// The provider's signed feed through the whole app: a bad, stale or missing signature is a 401 and
// stores nothing; a replay credits nothing twice; a reversal after settlement takes the cashback
// back; an unknown card is refused; demo purchases go through it.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FEED_MESSAGES } from '@ignite/domain/cashback/cashback-feed';
import { cashbackTransactions, ledgerEntries } from '../../db/cashback-schema.ts';
import {
  feedEvent,
  linkCard,
  ownerOf,
  postFeed,
  profileOf,
  type Owner,
} from '../../../test/cashback-test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signFeed } from './feed-signature.ts';
import { createLedgerRepository } from './ledger-repository.ts';

let t: TestApp;
let owner: Owner;
let cardId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerOf(t, 'generic@demo.ignite');
  cardId = (await linkCard(t, owner)).providerId;
});
afterAll(() => t.close());

const stored = async () => {
  const [transactions] = await t.db.select({ n: count() }).from(cashbackTransactions);
  const [entries] = await t.db.select({ n: count() }).from(ledgerEntries);
  return { transactions: transactions?.n, entries: entries?.n };
};
const balances = async () => {
  const { availableAmount, pendingAmount, lifetimeAmount } = (await profileOf(t, owner)).body.data;
  return { availableAmount, pendingAmount, lifetimeAmount };
};

describe('the signature', () => {
  test('a missing, malformed, wrong, stale or future signature: 401 and nothing stored', async () => {
    const before = await stored();
    const event = feedEvent(cardId);
    const raw = JSON.stringify(event);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const cases: [string, { header?: string; secret?: string; at?: Date }, string][] = [
      ['missing', { header: '' }, FEED_MESSAGES.signatureMissing],
      ['no v1', { header: `t=${now}` }, FEED_MESSAGES.signatureMissing],
      ['not hex', { header: `t=${now},v1=${'z'.repeat(64)}` }, FEED_MESSAGES.signatureMissing],
      [
        'another secret',
        { secret: 'not-the-feed-secret-but-long-enough-0000' },
        FEED_MESSAGES.signatureInvalid,
      ],
      ['301 s old', { at: new Date((now - 301) * 1000) }, FEED_MESSAGES.signatureStale],
      ['301 s ahead', { at: new Date((now + 301) * 1000) }, FEED_MESSAGES.signatureStale],
    ];
    for (const [name, sign, message] of cases) {
      const answer = await postFeed(t, event, sign);
      expect(answer.statusCode, name).toBe(401);
      expect(answer.body.messages, name).toEqual([message]);
    }
    // Signed, then changed on the way: one cent more.
    const tampered = raw.replace('"cashbackAmountCents":500', '"cashbackAmountCents":501');
    const header = signFeed('test-cashback-feed-secret-of-32-characters-or-more', raw, now);
    const altered = await postFeed(t, tampered, { header });
    expect(altered.statusCode).toBe(401);
    expect(altered.body.messages).toEqual([FEED_MESSAGES.signatureInvalid]);
    expect(await stored()).toEqual(before);
  });

  test('within 300 s either way, and with a second v1 while the secret rolls, it is taken', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const old = await postFeed(t, feedEvent(cardId), { at: new Date((now - 299) * 1000) });
    expect(old.statusCode).toBe(200);
    const event = feedEvent(cardId);
    const raw = JSON.stringify(event);
    const good = signFeed('test-cashback-feed-secret-of-32-characters-or-more', raw, now);
    const rolling = `t=${now},v1=${'0'.repeat(64)},${good.split(',')[1]}`;
    expect((await postFeed(t, raw, { header: rolling })).statusCode).toBe(200);
  });
});

describe('the ledger from the feed', () => {
  test('a replayed event credits nothing twice', async () => {
    const before = await balances();
    const event = feedEvent(cardId, { state: 'settled', cashbackAmountCents: 1234 });
    const first = await postFeed(t, event);
    expect(first.body.data).toEqual({ applied: true });
    for (let i = 0; i < 3; i++) {
      const replay = await postFeed(t, event);
      expect(replay.statusCode).toBe(200);
      expect(replay.body.data).toEqual({ applied: false });
    }
    const after = await balances();
    expect(Math.round((after.availableAmount - before.availableAmount) * 100)).toBe(1234);
  });

  test('pending, settled, then reversed: available and lifetime give the cashback back', async () => {
    const before = await balances();
    const at = t.clock.now();
    const later = (minutes: number) => new Date(at.getTime() + minutes * 60_000).toISOString();
    const pending = feedEvent(cardId, { cashbackAmountCents: 700 }, at);
    const purchase = pending.data;
    await postFeed(t, pending);
    await postFeed(t, { ...pending, data: { ...purchase, state: 'settled', updatedAt: later(1) } });
    expect((await balances()).lifetimeAmount).toBeCloseTo(before.lifetimeAmount + 7, 2);
    await postFeed(t, {
      ...pending,
      data: { ...purchase, state: 'reversed', updatedAt: later(2) },
    });
    expect(await balances()).toEqual(before);
    // The settlement, delivered again late, changes nothing.
    const late = await postFeed(t, {
      ...pending,
      data: { ...purchase, state: 'settled', updatedAt: later(1) },
    });
    expect(late.body.data).toEqual({ applied: false });
    expect(await balances()).toEqual(before);
  });

  test('an unknown card is refused with 422; a transaction of another owner’s card with 409', async () => {
    const unknown = await postFeed(t, feedEvent('card_does_not_exist'));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body.messages).toEqual([FEED_MESSAGES.unknownCard]);

    const other = await ownerOf(t, 'shared@demo.ignite');
    const otherCard = (await linkCard(t, other)).providerId;
    const event = feedEvent(cardId);
    await postFeed(t, event);
    const moved = await postFeed(t, { ...event, data: { ...event.data, cardId: otherCard } });
    expect(moved.statusCode).toBe(409);
    expect(moved.body.messages).toEqual([FEED_MESSAGES.otherWallet]);
    expect((await profileOf(t, other)).body.data.pendingAmount).toBe(0);
  });

  test('a malformed event is a 400 naming the field, and stores nothing', async () => {
    const before = await stored();
    const event = feedEvent(cardId, { cashbackAmountCents: 12.5 });
    const answer = await postFeed(t, event);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.messages.join()).toContain('cashbackAmountCents must be a whole number');
    expect((await postFeed(t, '{"id": "evt_1", "type": ')).statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('demo purchases', () => {
  test('go through the signed feed as pending cashback on the owner’s card', async () => {
    const before = await balances();
    const answer = await call<{ purchases: number }>(t.app, {
      method: 'POST',
      url: '/api/demo/cashback/purchases',
      headers: owner.auth,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.purchases).toBe(3);
    const profile = (await profileOf(t, owner)).body.data;
    expect(profile.pendingAmount).toBeGreaterThan(before.pendingAmount);
    const fuel = await call<{ transactions: { category: string | null }[] }>(t.app, {
      method: 'POST',
      url: '/api/igniteprofile/cashback-transactions',
      headers: owner.auth,
      payload: {
        appConsumerId: owner.appConsumerId,
        appVehicleId: owner.appVehicleId,
        category: 'fuel',
      },
    });
    expect(fuel.body.data.transactions.length).toBeGreaterThan(0);
    expect(new Set(fuel.body.data.transactions.map((row) => row.category))).toEqual(
      new Set(['Fuel']),
    );
  });

  test('without a linked card: 409 with what to do', async () => {
    const newcar = await ownerOf(t, 'newcar@demo.ignite');
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/demo/cashback/purchases',
      headers: newcar.auth,
    });
    expect(answer.statusCode).toBe(409);
    const walletId = await createLedgerRepository(t.db).walletOf(newcar.userId);
    const [rows] = await t.db
      .select({ n: count() })
      .from(cashbackTransactions)
      .where(eq(cashbackTransactions.walletId, walletId));
    expect(rows?.n).toBe(0);
  });
});

describe('feed times are bounded by what is possible', () => {
  test('an updatedAt of 9999-12-31 is a 400 and stores nothing, so it cannot freeze a purchase', async () => {
    const before = await stored();
    const frozen = await postFeed(
      t,
      feedEvent(cardId, { state: 'pending', updatedAt: '9999-12-31T23:59:59.000Z' }),
    );
    expect(frozen.statusCode).toBe(400);
    expect(frozen.body.messages).toEqual([
      'updatedAt is in the future: it can be at most 5 minutes ahead of our clock',
    ]);
    expect(await stored()).toEqual(before);
  });

  test('5 minutes ahead is taken, a second more is not; before 2000 is refused', async () => {
    const now = t.clock.now().getTime();
    const ahead = (ms: number) => new Date(now + ms).toISOString();
    const taken = await postFeed(t, feedEvent(cardId, { updatedAt: ahead(300_000) }));
    expect(taken.statusCode).toBe(200);
    const before = await stored();
    const refused = await postFeed(t, feedEvent(cardId, { updatedAt: ahead(301_000) }));
    expect(refused.statusCode).toBe(400);
    const ancient = await postFeed(
      t,
      feedEvent(cardId, { transactionDate: '1999-12-31T23:59:59.000Z' }),
    );
    expect(ancient.statusCode).toBe(400);
    expect(ancient.body.messages).toEqual(['transactionDate cannot be before 1 January 2000']);
    expect(await stored()).toEqual(before);
  });
});
