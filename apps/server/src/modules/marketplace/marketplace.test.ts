// The marketplace's five calls through the whole app, over the seeded catalogue: search by
// words (literal or closely spelt, ranked), paging, the filter sheet, distances, sections by the domain's flags, and access
// to the caller's own apps only.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  HOME_SECTIONS,
  type MarketplaceViewData,
  NEARBY_PAGE_SIZE,
  type Offer,
  OFFER_PAGE_SIZE_MAX,
  type OfferCategory,
  type OfferDetail,
} from '@ignite/domain/marketplace/marketplace-api';
import { haversineKm } from '@ignite/domain/marketplace/distance';
import { matchesSearch } from '@ignite/domain/marketplace/search-text';
import { isEndingSoon, isFeatured, isRecentlyAdded } from '@ignite/domain/marketplace/offer-flags';
import type { Session } from '@ignite/domain/session';
import { offerCategories, offers } from '../../db/marketplace-schema.ts';
import { users } from '../../db/schema.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';

const PARRAMATTA = { latitude: -33.815, longitude: 151.0011 };
type Page = { offers: Offer[]; totalCount: number };

/** A signed-in owner with the ids their calls carry. */
type Caller = { session: Session; appConsumerId: string; appConfigurationId: string };

let t: TestApp;
let owner: Caller;
let generic: Caller;

function get<T>(caller: Caller, url: string) {
  return call<T>(t.app, {
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${caller.session.tokens.accessToken}` },
  });
}

/** The offer search as `caller`, with their ids unless the query names others. */
function search(caller: Caller, query: Record<string, string | number | boolean> = {}) {
  const params = new URLSearchParams({
    appConsumerId: caller.appConsumerId,
    appConfigurationId: caller.appConfigurationId,
  });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return get<Page>(caller, `/api/marketplace/offers?${params.toString()}`);
}

async function callerOf(username: string): Promise<Caller> {
  const session = await signIn(t.app, username);
  const [row] = await t.db
    .select({ appConsumerId: users.appConsumerId, appConfigurationId: users.appConfigurationId })
    .from(users)
    .where(eq(users.username, username));
  return {
    session,
    appConsumerId: row?.appConsumerId ?? '',
    appConfigurationId: row?.appConfigurationId ?? '',
  };
}

beforeAll(async () => {
  t = await startTestApp();
  owner = await callerOf('owner@demo.ignite');
  generic = await callerOf('generic@demo.ignite');
});
afterAll(() => t.close());

describe('GET /api/marketplace/offers: search', () => {
  test("'coffee' finds offers whose title, advertiser or description says so", async () => {
    const { statusCode, body } = await search(owner, { searchQuery: 'Coffee', pageSize: 50 });
    expect(statusCode).toBe(200);
    expect(body.data.totalCount).toBeGreaterThan(5);
    expect(body.data.offers.length).toBe(Math.min(50, body.data.totalCount));
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(sql`${offers.searchText} LIKE '%coffee%'`);
    expect(body.data.totalCount).toBeLessThanOrEqual(row?.n ?? 0);
  });

  test.each([
    ['a query of two letters (a plain scan)', 'co'],
    ['a query with a trigram (the trigram index)', 'cof'],
    ['a word', 'coffee'],
    ['words and a wildcard character', 'off 10%'],
  ])('%s finds every live offer whose text holds each word of it', async (_, text) => {
    const live = new Set<string>();
    for (let pageNumber = 1; ; pageNumber += 1) {
      const page = await search(owner, { pageSize: OFFER_PAGE_SIZE_MAX, pageNumber });
      for (const offer of page.body.data.offers) live.add(offer.offerId);
      if (page.body.data.offers.length < OFFER_PAGE_SIZE_MAX) break;
    }
    const texts = await t.db.select({ id: offers.id, text: offers.searchText }).from(offers);
    const expected = texts
      .filter(
        (row) => live.has(row.id) && text.split(' ').every((word) => matchesSearch(row.text, word)),
      )
      .map((row) => row.id)
      .sort();
    const found = await search(owner, { searchQuery: text, pageSize: OFFER_PAGE_SIZE_MAX });
    const foundIds = found.body.data.offers.map((offer) => offer.offerId);
    expect(expected.length).toBeGreaterThan(0);
    expect(foundIds).toEqual(expect.arrayContaining(expected));
    expect(found.body.data.totalCount).toBe(foundIds.length);
    expect(foundIds.every((id) => live.has(id))).toBe(true);
  });

  test('% and _ are characters, not wildcards', async () => {
    const percent = await search(owner, { searchQuery: '%' });
    expect(percent.statusCode).toBe(200);
    expect(percent.body.data.totalCount).toBeGreaterThan(0);
    for (const offer of percent.body.data.offers.slice(0, 50)) {
      const [row] = await t.db
        .select({ text: offers.searchText })
        .from(offers)
        .where(eq(offers.id, offer.offerId));
      expect(row?.text).toContain('%');
    }
    const all = await search(owner, { pageSize: 1 });
    const underscore = await search(owner, { searchQuery: '_' });
    expect(underscore.body.data.totalCount).toBeLessThan(all.body.data.totalCount);
  });

  test.each([
    ['quotes', `O'Brien's "best"`],
    ['emoji', '☕️ coffee 🚗'],
    ['a backslash', 'C:\\coffee'],
    ['10,000 characters', 'x'.repeat(10_000)],
    ['SQL', "'; DROP TABLE offers; --"],
  ])('%s answer 200 with what matches (nothing here)', async (_, text) => {
    const { statusCode, body } = await search(owner, { searchQuery: text });
    expect(statusCode).toBe(200);
    expect(body.data.offers.length).toBe(body.data.totalCount);
  });

  test('a page past the end is empty and still says the total', async () => {
    const first = await search(owner, { searchQuery: 'coffee', pageSize: 10 });
    const total = first.body.data.totalCount;
    const past = await search(owner, {
      searchQuery: 'coffee',
      pageSize: 10,
      pageNumber: Math.ceil(total / 10) + 1,
    });
    expect(past.statusCode).toBe(200);
    expect(past.body.data).toEqual({ offers: [], totalCount: total });
  });

  test('pages do not overlap, newest first', async () => {
    const one = await search(owner, { pageSize: 20, pageNumber: 1 });
    const two = await search(owner, { pageSize: 20, pageNumber: 2 });
    const firstIds = new Set(one.body.data.offers.map((o) => o.offerId));
    expect(two.body.data.offers.some((o) => firstIds.has(o.offerId))).toBe(false);
    const starts = [...one.body.data.offers, ...two.body.data.offers].map((o) =>
      Date.parse(o.utcStartDate),
    );
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
  });
});

describe('GET /api/marketplace/offers: bad input is a 400 that names the field', () => {
  test.each([
    [
      'searchBoundary.latitude=91&searchBoundary.longitude=151',
      'latitude must be a number from -90 to 90',
    ],
    [
      'searchBoundary.latitude=-33&searchBoundary.longitude=181',
      'longitude must be a number from -180 to 180',
    ],
    [
      'searchBoundary.latitude=-33',
      'searchBoundary.latitude and searchBoundary.longitude must be given together',
    ],
    [`pageSize=${OFFER_PAGE_SIZE_MAX + 1}`, 'pageSize must be a whole number from 1 to 1000'],
    ['pageSize=0', 'pageSize must be a whole number from 1 to 1000'],
    ['pageNumber=-1', 'pageNumber must be a whole number from 1'],
    ['orderBy=2', 'orderBy must be 0 (newest) or 1 (closest)'],
    ['categoryId=no-such-category', 'Unknown category'],
    [
      'searchBoundary.latitude=NaN&searchBoundary.longitude=151',
      'latitude must be a number from -90 to 90',
    ],
  ])('%s', async (query, message) => {
    const params = new URLSearchParams(query);
    const { statusCode, body } = await search(owner, Object.fromEntries(params));
    expect(statusCode).toBe(400);
    expect(body.messages.join(' ')).toContain(message);
  });
});

describe('filters, distances and nearby', () => {
  test('In Store: in-store offers only, nearest first, missing distances last', async () => {
    const { body } = await search(owner, {
      filterType: 'InStore',
      'searchBoundary.latitude': PARRAMATTA.latitude,
      'searchBoundary.longitude': PARRAMATTA.longitude,
      pageSize: 200,
    });
    const list = body.data.offers;
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((o) => o.offerType === 'instore')).toBe(true);
    const distances = list.map((o) => o.offerDistance ?? Number.POSITIVE_INFINITY);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  test('In App keeps what is not in store; card-linked-only keeps card-linked offers', async () => {
    const inApp = await search(owner, { filterType: 'InApp', pageSize: 300 });
    expect(inApp.body.data.offers.every((o) => o.offerType !== 'instore')).toBe(true);
    const linked = await search(owner, { cardLinkedOnly: true, pageSize: 300 });
    expect(linked.body.data.offers.every((o) => o.isCardLinked)).toBe(true);
    const all = await search(owner, { pageSize: 1 });
    expect(linked.body.data.totalCount).toBeLessThan(all.body.data.totalCount);
  });

  test('nearby: only offers within the distance, nearest first, 20 a page', async () => {
    const { body } = await search(owner, {
      nearbyOnly: true,
      orderBy: 1,
      pageSize: NEARBY_PAGE_SIZE,
      'searchBoundary.latitude': PARRAMATTA.latitude,
      'searchBoundary.longitude': PARRAMATTA.longitude,
      'searchBoundary.distanceKms': 10,
    });
    expect(body.data.offers).toHaveLength(NEARBY_PAGE_SIZE);
    expect(body.data.totalCount).toBeGreaterThan(NEARBY_PAGE_SIZE);
    const distances = body.data.offers.map((o) => o.offerDistance ?? Number.NaN);
    expect(distances.every((d) => d <= 10)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  test('an offer’s locations come nearest first, at the domain’s haversine distance', async () => {
    const { body } = await search(owner, { filterType: 'InStore', pageSize: 1 });
    const offerId = body.data.offers[0]?.offerId ?? '';
    const detail = await get<OfferDetail>(
      owner,
      `/api/marketplace/offers/${offerId}?gpsCoordinates.latitude=${PARRAMATTA.latitude}&gpsCoordinates.longitude=${PARRAMATTA.longitude}`,
    );
    expect(detail.statusCode).toBe(200);
    const locations = detail.body.data.locations;
    expect(locations.length).toBeGreaterThan(0);
    const distances = locations.map((l) => l.distance ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const location of locations) {
      expect(location.distance).toBeCloseTo(haversineKm(PARRAMATTA, location), 2);
    }
    expect(detail.body.data.offerDistance).toBe(locations[0]?.distance);
  });

  test('nearby without a boundary is a 400', async () => {
    const { statusCode, body } = await search(owner, { nearbyOnly: true });
    expect(statusCode).toBe(400);
    expect(body.messages.join(' ')).toContain('nearbyOnly needs a searchBoundary');
  });
});

describe('GET /api/consumer/:id/marketplace/:vehicleId/:appConfigurationId', () => {
  const viewData = (caller: Caller, query = '') =>
    get<MarketplaceViewData>(
      caller,
      `/api/consumer/${caller.session.user.organisationConsumerId}/marketplace/${caller.session.user.activeVehicle?.vehicleId}/${caller.appConfigurationId}${query}`,
    );

  test('each section holds what the domain’s flags say, with its total', async () => {
    const { statusCode, body } = await viewData(owner);
    expect(statusCode).toBe(200);
    const now = new Date();
    const data = body.data;
    for (const section of [
      data.originatorOffers,
      data.featureOffers,
      data.specialFeatureOffers,
      data.latestOffers,
      data.offersEndingSoon,
      data.giftCardOffers,
    ]) {
      expect(section.offers.length).toBeGreaterThan(0);
      expect(section.totalCount).toBeGreaterThanOrEqual(section.offers.length);
    }
    expect(data.latestOffers.offers.every((o) => o.isRecentlyAdded)).toBe(true);
    expect(data.offersEndingSoon.offers.every((o) => o.isEndingSoon)).toBe(true);
    for (const offer of data.featureOffers.offers) {
      expect(
        isFeatured(
          new Date(offer.utcFeatureFromDate ?? 0),
          new Date(offer.utcFeatureToDate ?? 0),
          now,
        ),
      ).toBe(true);
    }
    expect(data.specialFeatureOffers.offers.every((o) => o.featureCoverImageUrl !== null)).toBe(
      true,
    );
    expect(data.giftCardOffers.offers.every((o) => o.isGiftCard)).toBe(true);
    expect(
      data.offersEndingSoon.offers.every((o) => isEndingSoon(new Date(o.utcEndDate ?? 0), now)),
    ).toBe(true);
    expect(
      data.latestOffers.offers.every((o) => isRecentlyAdded(new Date(o.utcStartDate), now)),
    ).toBe(true);
    expect(data.enableAutomotiveRewards).toBe(true);
  });

  test('answers compressed when asked, the same JSON either way', async () => {
    const user = owner.session.user;
    const url = `/api/consumer/${user.organisationConsumerId}/marketplace/${user.activeVehicle?.vehicleId}/${owner.appConfigurationId}`;
    const headers = { authorization: `Bearer ${owner.session.tokens.accessToken}` };
    const plain = await t.app.inject({ method: 'GET', url, headers });
    const gzipped = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.body.length / 3);
  });

  test('the generic app has no dealership offers and no automotive rewards', async () => {
    const { body } = await viewData(generic);
    expect(body.data.originatorOffers).toEqual({ offers: [], totalCount: 0 });
    expect(body.data.enableAutomotiveRewards).toBe(false);
    expect(body.data.categories.some((c) => c.isAutomotive)).toBe(false);
  });

  test('with a boundary, in-store offers carry their distance', async () => {
    const { body } = await viewData(
      owner,
      `?searchBoundary.latitude=${PARRAMATTA.latitude}&searchBoundary.longitude=${PARRAMATTA.longitude}`,
    );
    const inStore = body.data.originatorOffers.offers.filter((o) => o.offerType === 'instore');
    expect(inStore.length).toBeGreaterThan(0);
    expect(inStore.every((o) => typeof o.offerDistance === 'number')).toBe(true);
  });

  test('another owner’s consumer, vehicle or app is refused', async () => {
    const user = owner.session.user;
    const base = `/api/consumer/${user.organisationConsumerId}/marketplace/${user.activeVehicle?.vehicleId}`;
    expect((await get(generic, `${base}/${owner.appConfigurationId}`)).statusCode).toBe(403);
    const vehicle = generic.session.user.activeVehicle?.vehicleId;
    const other = `/api/consumer/${user.organisationConsumerId}/marketplace/${vehicle}/${owner.appConfigurationId}`;
    expect((await get(owner, other)).statusCode).toBe(404);
    expect((await get(owner, `${base}/${generic.appConfigurationId}`)).statusCode).toBe(403);
  });
});

describe('See All: a home section in full through the search', () => {
  test.each(['latestOffers', 'originatorOffers', 'offersEndingSoon', 'giftCardOffers'])(
    '%s: the same total and first offers as the home, then the rest a page at a time',
    async (section) => {
      const user = owner.session.user;
      const home = await get<MarketplaceViewData>(
        owner,
        `/api/consumer/${user.organisationConsumerId}/marketplace/${user.activeVehicle?.vehicleId}/${owner.appConfigurationId}`,
      );
      const expected = home.body.data[section as keyof MarketplaceViewData] as {
        offers: Offer[];
        totalCount: number;
      };
      const first = await search(owner, { section, pageSize: 10 });
      expect(first.statusCode).toBe(200);
      expect(first.body.data.totalCount).toBe(expected.totalCount);
      expect(first.body.data.offers.map((o) => o.offerId)).toEqual(
        expected.offers.map((o) => o.offerId),
      );
      const second = await search(owner, { section, pageSize: 10, pageNumber: 2 });
      const seen = new Set(first.body.data.offers.map((o) => o.offerId));
      expect(second.body.data.offers.some((o) => seen.has(o.offerId))).toBe(false);
    },
  );

  test('an unknown section is a 400', async () => {
    const { statusCode, body } = await search(owner, { section: 'everything' });
    expect(statusCode).toBe(400);
    expect(body.messages.join(' ')).toContain('section must be one of');
  });
});

describe('another app’s offers', () => {
  test('are not listed, not found by id, and not searchable with its id', async () => {
    const home = await get<MarketplaceViewData>(
      owner,
      `/api/consumer/${owner.session.user.organisationConsumerId}/marketplace/${owner.session.user.activeVehicle?.vehicleId}/${owner.appConfigurationId}`,
    );
    const dealershipOffer = home.body.data.originatorOffers.offers[0];
    expect(dealershipOffer).toBeDefined();
    const all = await search(generic, { pageSize: 1000 });
    const ids = new Set(all.body.data.offers.map((o) => o.offerId));
    expect(ids.has(dealershipOffer?.offerId ?? '')).toBe(false);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(eq(offers.appConfigurationId, owner.appConfigurationId));
    expect(row?.n).toBeGreaterThan(0);
    const detail = await get(generic, `/api/marketplace/offers/${dealershipOffer?.offerId}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.body.messages).toEqual(['Unable to load offer']);
    const borrowed = await search(generic, { appConfigurationId: owner.appConfigurationId });
    expect(borrowed.statusCode).toBe(403);
    const otherConsumer = await search(generic, { appConsumerId: owner.appConsumerId });
    expect(otherConsumer.statusCode).toBe(403);
  });
});

describe('categories and the app’s offers', () => {
  test('a category counts its sub-categories’ offers; a group filters', async () => {
    const { statusCode, body } = await get<OfferCategory[]>(
      owner,
      `/api/marketplace/categories?appConfigurationId=${owner.appConfigurationId}`,
    );
    expect(statusCode).toBe(200);
    const parents = body.data.filter((c) => c.parentCategoryId === null);
    expect(parents.some((c) => c.isAutomotive)).toBe(true);
    expect(parents.some((c) => !c.isAutomotive)).toBe(true);
    for (const parent of parents) {
      const children = body.data.filter((c) => c.parentCategoryId === parent.categoryId);
      expect(parent.offersCount).toBe(children.reduce((sum, c) => sum + c.offersCount, 0));
    }
    const lifestyle = await get<OfferCategory[]>(
      owner,
      `/api/marketplace/categories?appConfigurationId=${owner.appConfigurationId}&categoryGroupType=1`,
    );
    expect(lifestyle.body.data.every((c) => c.categoryGroupType === 1)).toBe(true);

    const parent = parents.find((c) => c.offersCount > 0);
    const byCategory = await search(owner, { categoryId: parent?.categoryId ?? '', pageSize: 1 });
    expect(byCategory.body.data.totalCount).toBe(parent?.offersCount);
  });

  test('offers for a condition type, and the PMA-only ones only in the PMA', async () => {
    const path = `/api/marketplace/igniteappconfiguration/${owner.appConfigurationId}/offers`;
    const tyres = await get<Offer[]>(owner, `${path}?conditionType=5`);
    expect(tyres.statusCode).toBe(200);
    expect(tyres.body.data.length).toBeGreaterThan(0);
    expect(tyres.body.data.every((o) => o.isAutomotive)).toBe(true);
    const pmaOnly = await t.db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(eq(offers.isPmaOnly, true), eq(offers.appConfigurationId, owner.appConfigurationId)),
      );
    expect(pmaOnly.length).toBeGreaterThan(0);
    const pmaIds = new Set(pmaOnly.map((o) => o.id));
    // The dealership's own offers come first, so its PMA-only ones are on the first page.
    const inPma = await get<Offer[]>(owner, `${path}?isInPma=true`);
    const outside = await get<Offer[]>(owner, `${path}?isInPma=false`);
    expect(inPma.body.data.some((o) => pmaIds.has(o.offerId))).toBe(true);
    expect(outside.body.data.some((o) => pmaIds.has(o.offerId))).toBe(false);
    expect((await get(owner, `${path}?conditionType=99`)).statusCode).toBe(400);
    expect(
      (
        await get(
          generic,
          `/api/marketplace/igniteappconfiguration/${owner.appConfigurationId}/offers`,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('enableAutomotiveRewards off (the generic app): no automotive offer anywhere', () => {
  const automotive = <T extends { isAutomotive: boolean }>(list: T[]) =>
    list.filter((o) => o.isAutomotive);

  /** Every offer a search answers, page after page. */
  async function everyOffer(caller: Caller, query: Record<string, string | number | boolean>) {
    const found: Offer[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const page = await search(caller, { ...query, pageSize: OFFER_PAGE_SIZE_MAX, pageNumber });
      expect(page.statusCode).toBe(200);
      found.push(...page.body.data.offers);
      if (page.body.data.offers.length < OFFER_PAGE_SIZE_MAX) return found;
    }
  }

  const nearby = {
    nearbyOnly: true,
    orderBy: 1,
    'searchBoundary.latitude': PARRAMATTA.latitude,
    'searchBoundary.longitude': PARRAMATTA.longitude,
    'searchBoundary.distanceKms': 50,
  };

  test('the owner’s app offers automotive offers every app may show (so the rule is seen)', async () => {
    const national = await everyOffer(owner, { categoryGroupType: 0 });
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(offers)
      .where(
        sql`${offers.appConfigurationId} IS NULL AND ${offers.categoryId} IN (SELECT ${offerCategories.id} FROM ${offerCategories} WHERE ${offerCategories.groupType} = 0)`,
      );
    expect(row?.n).toBeGreaterThan(0);
    expect(national.length).toBeGreaterThan(0);
    expect(automotive(await everyOffer(owner, nearby)).length).toBeGreaterThan(0);
  });

  test('not in the home’s sections, whose totals are still See All’s', async () => {
    const user = generic.session.user;
    const home = await get<MarketplaceViewData>(
      generic,
      `/api/consumer/${user.organisationConsumerId}/marketplace/${user.activeVehicle?.vehicleId}/${generic.appConfigurationId}`,
    );
    expect(home.body.data.enableAutomotiveRewards).toBe(false);
    for (const section of HOME_SECTIONS) {
      const shown = home.body.data[section];
      expect(automotive(shown.offers)).toEqual([]);
      const seeAll = await everyOffer(generic, { section });
      expect(automotive(seeAll)).toEqual([]);
      expect(seeAll.length).toBe(shown.totalCount);
    }
    expect(home.body.data.latestOffers.offers.length).toBeGreaterThan(0);
  });

  test('not in a search, a group, an automotive category or nearby', async () => {
    const everything = await everyOffer(generic, {});
    expect(everything.length).toBeGreaterThan(0);
    expect(automotive(everything)).toEqual([]);
    expect(automotive(await everyOffer(generic, { searchQuery: 'tyre' }))).toEqual([]);
    expect(await everyOffer(generic, { categoryGroupType: 0 })).toEqual([]);
    const [category] = await t.db
      .select({ id: offerCategories.id })
      .from(offerCategories)
      .where(eq(offerCategories.groupType, 0));
    expect(await everyOffer(generic, { categoryId: category?.id ?? '' })).toEqual([]);
    const near = await everyOffer(generic, nearby);
    expect(near.length).toBeGreaterThan(0);
    expect(automotive(near)).toEqual([]);
  });

  test('not among the categories, not by id, not for a condition', async () => {
    const categories = await get<OfferCategory[]>(
      generic,
      `/api/marketplace/categories?appConfigurationId=${generic.appConfigurationId}`,
    );
    expect(categories.statusCode).toBe(200);
    expect(categories.body.data.length).toBeGreaterThan(0);
    expect(automotive(categories.body.data)).toEqual([]);

    // A live automotive offer of no app in particular: every app would show it, but for the rule.
    const ids = automotive(await everyOffer(owner, { categoryGroupType: 0 })).map((o) => o.offerId);
    const [offer] = await t.db
      .select({ offerId: offers.id })
      .from(offers)
      .where(and(isNull(offers.appConfigurationId), inArray(offers.id, ids)))
      .limit(1);
    expect(offer).toBeDefined();
    expect((await get(owner, `/api/marketplace/offers/${offer?.offerId}`)).statusCode).toBe(200);
    const detail = await get(generic, `/api/marketplace/offers/${offer?.offerId}`);
    expect(detail.statusCode).toBe(404);
    expect(detail.body.messages).toEqual(['Unable to load offer']);

    const forTyres = await get<Offer[]>(
      generic,
      `/api/marketplace/igniteappconfiguration/${generic.appConfigurationId}/offers?conditionType=5`,
    );
    expect(forTyres.statusCode).toBe(200);
    expect(forTyres.body.data).toEqual([]);
  });
});
