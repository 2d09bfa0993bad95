// The offer search by words as an owner types them: a typo, the American spelling and words
// in another order still find the offers, and what matches comes by relevance, then nearest
// first. Through the whole app over the seeded catalogue, on either database.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { type Offer, OFFER_PAGE_SIZE_MAX } from '@ignite/domain/marketplace/marketplace-api';
import {
  MAX_SEARCH_WORDS,
  TOO_MANY_WORDS_MESSAGE,
  WORD_SIMILARITY_THRESHOLD,
} from '@ignite/domain/marketplace/search-text';
import type { Session } from '@ignite/domain/session';
import { offers } from '../../db/marketplace-schema.ts';
import { users } from '../../db/schema.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';

const PARRAMATTA = { latitude: -33.815, longitude: 151.0011 };
type Page = { offers: Offer[]; totalCount: number };

let t: TestApp;
let session: Session;
let ids: { appConsumerId: string; appConfigurationId: string };

beforeAll(async () => {
  t = await startTestApp();
  session = await signIn(t.app, 'owner@demo.ignite');
  const [row] = await t.db
    .select({ appConsumerId: users.appConsumerId, appConfigurationId: users.appConfigurationId })
    .from(users)
    .where(eq(users.username, 'owner@demo.ignite'));
  ids = {
    appConsumerId: row?.appConsumerId ?? '',
    appConfigurationId: row?.appConfigurationId ?? '',
  };
});
afterAll(() => t.close());

function search(query: Record<string, string | number>) {
  const params = new URLSearchParams(ids);
  params.set('pageSize', String(OFFER_PAGE_SIZE_MAX));
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return call<Page>(t.app, {
    method: 'GET',
    url: `/api/marketplace/offers?${params.toString()}`,
    headers: { authorization: `Bearer ${session.tokens.accessToken}` },
  });
}

const near = {
  'searchBoundary.latitude': PARRAMATTA.latitude,
  'searchBoundary.longitude': PARRAMATTA.longitude,
};
const idsOf = (page: Page) => page.offers.map((offer) => offer.offerId);
/** The offers the search finds for the exact word(s), as the owner would have typed them. */
const foundBy = async (query: string) => idsOf((await search({ searchQuery: query })).body.data);
const saysInHead = (offer: Offer, word: string) =>
  new RegExp(`\\b${word}\\b`, 'i').test(`${offer.title} ${offer.advertiserName}`);

describe('typos, spellings and word order', () => {
  test("'cofee' finds every offer 'coffee' finds, the coffee shops first", async () => {
    const coffee = await foundBy('coffee');
    const { statusCode, body } = await search({ searchQuery: 'cofee' });
    expect(statusCode).toBe(200);
    expect(coffee.length).toBeGreaterThan(5);
    expect(idsOf(body.data)).toEqual(expect.arrayContaining(coffee));
    expect(saysInHead(body.data.offers[0] as Offer, 'coffee')).toBe(true);
  });

  test("'tires' finds the tyre offers", async () => {
    const tyres = await foundBy('tyres');
    const tires = await search({ searchQuery: 'tires' });
    expect(tyres.length).toBeGreaterThan(5);
    expect(idsOf(tires.body.data)).toEqual(expect.arrayContaining(tyres));
    expect(tires.body.data.offers.slice(0, 5).every((o) => saysInHead(o, 'tyres?'))).toBe(true);
  });

  test("'beans coffee' finds what 'coffee beans' finds, and only offers with both", async () => {
    const rows = await t.db
      .select({ id: offers.id })
      .from(offers)
      .where(sql`${offers.searchText} LIKE '%coffee beans%'`);
    const reversed = await foundBy('beans coffee');
    expect(rows.length).toBeGreaterThan(0);
    expect(reversed.sort()).toEqual((await foundBy('coffee beans')).sort());
    const literal = new Set(rows.map((row) => row.id));
    const live = new Set(await foundBy('coffee'));
    expect(reversed).toEqual(expect.arrayContaining([...literal].filter((id) => live.has(id))));
    expect(reversed.every((id) => live.has(id))).toBe(true);
  });

  test('a word unlike any offer’s finds nothing', async () => {
    const { statusCode, body } = await search({ searchQuery: 'coffee qwzxv' });
    expect(statusCode).toBe(200);
    expect(body.data).toEqual({ offers: [], totalCount: 0 });
  });
});

describe('ranking', () => {
  test('for coffee, every coffee shop ranks above the diesel offers that mention coffee', async () => {
    const { body } = await search({ searchQuery: 'coffee', ...near });
    const list = body.data.offers;
    const lastCoffee = list.findLastIndex((o) => saysInHead(o, 'coffee'));
    const firstDiesel = list.findIndex((o) => /diesel/i.test(o.title));
    expect(lastCoffee).toBeGreaterThan(0);
    expect(firstDiesel).toBeGreaterThan(lastCoffee);
  });

  test('among equal matches, nearer ranks higher (offers with no distance after them)', async () => {
    const { body } = await search({ searchQuery: 'coffee', ...near });
    const list = body.data.offers;
    const equal = list.filter((o) => saysInHead(o, 'coffee'));
    // The whole word in the title or advertiser: the same relevance, so the first of the list.
    expect(list.slice(0, equal.length)).toEqual(equal);
    const distances = equal.map((o) => o.offerDistance ?? Number.POSITIVE_INFINITY);
    expect(distances.filter(Number.isFinite).length).toBeGreaterThan(2);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(50);
  });

  test('pages of a ranked search follow on without overlap, with the same total', async () => {
    const all = await search({ searchQuery: 'coffee', ...near });
    const one = await search({ searchQuery: 'coffee', ...near, pageSize: 7, pageNumber: 1 });
    const two = await search({ searchQuery: 'coffee', ...near, pageSize: 7, pageNumber: 2 });
    expect([...idsOf(one.body.data), ...idsOf(two.body.data)]).toEqual(
      idsOf(all.body.data).slice(0, 14),
    );
    expect(two.body.data.totalCount).toBe(all.body.data.totalCount);
  });
});

describe('limits', () => {
  test(`more than ${MAX_SEARCH_WORDS} different words is a 400 that says so`, async () => {
    const words = Array.from({ length: MAX_SEARCH_WORDS + 1 }, (_, i) => `w${i}`).join(' ');
    const { statusCode, body } = await search({ searchQuery: words });
    expect(statusCode).toBe(400);
    expect(body.messages.join(' ')).toContain(TOO_MANY_WORDS_MESSAGE);
  });

  test('the database matches at the domain’s similarity threshold', async () => {
    const result = (await t.db.execute(
      sql`SELECT proconfig FROM pg_proc WHERE proname = 'offers_with_words'`,
    )) as unknown as { rows: { proconfig: string[] }[] };
    expect(result.rows[0]?.proconfig).toContain(
      `pg_trgm.similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    );
  });
});
