// The marketplace catalogue as seeded into the test template: big enough to page and search,
// every home section with members at the seed's time, offers only in sub-categories, each
// dealership with its own originator offers, and the same catalogue on every run.
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { advertiserLocations, advertisers, offerCategories, offers } from './marketplace-schema.ts';
import { appConfigurations, organisations } from './schema.ts';
import { buildMarketplaceCatalogue } from './seed-marketplace.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const COVER_URL = /^\/api\/marketplace\/images\/cover\/[a-z0-9-]{1,80}\.svg$/;
const LOGO_URL = /^\/api\/marketplace\/images\/logo\/[a-z0-9-]{1,80}\.svg$/;

let handle: DatabaseHandle;
let db: Database;
/** The template was seeded moments before this file ran, so its `now` is within a day of ours. */
const now = new Date();
let rows: (typeof offers.$inferSelect)[];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  rows = await db.select().from(offers);
});
afterAll(() => handle.close());

async function idMaps() {
  const orgs = await db.select().from(organisations);
  const apps = await db.select().from(appConfigurations);
  const keyOf = (name: string) =>
    name.startsWith('Harbour') ? 'harbour' : name.startsWith('Northside') ? 'northside' : 'generic';
  return {
    organisationIds: new Map(orgs.map((o) => [keyOf(o.name), o.id])),
    appIds: new Map(apps.map((a) => [keyOf(a.name), a.id])),
  };
}

describe('marketplace seed', () => {
  it('holds at least 2,000 offers, 300 advertisers and 5,000 locations', async () => {
    expect(rows.length).toBeGreaterThanOrEqual(2000);
    expect((await db.select().from(advertisers)).length).toBeGreaterThanOrEqual(300);
    expect((await db.select().from(advertiserLocations)).length).toBeGreaterThanOrEqual(5000);
  });

  it('gives every home section members: recently added, ending soon, featured, gift cards', () => {
    const started = (o: (typeof rows)[number]) => o.startsAt <= now;
    const recent = rows.filter(
      (o) => started(o) && o.startsAt.getTime() >= now.getTime() - 29 * DAY_MS,
    );
    const endingSoon = rows.filter(
      (o) => o.endsAt && o.endsAt > now && o.endsAt.getTime() <= now.getTime() + 29 * DAY_MS,
    );
    const featured = rows.filter(
      (o) => o.featureFrom && o.featureTo && o.featureFrom <= now && now < o.featureTo,
    );
    expect(recent.length).toBeGreaterThan(20);
    expect(endingSoon.length).toBeGreaterThan(20);
    expect(featured.length).toBeGreaterThan(20);
    expect(featured.filter((o) => o.featureCoverImageUrl !== null).length).toBeGreaterThan(5);
    expect(rows.filter((o) => o.offerType === 'giftcard').length).toBeGreaterThan(100);
  });

  it('files offers under sub-categories only; gift cards under Gift Cards', async () => {
    const categories = await db.select().from(offerCategories);
    const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
    expect(rows.every((o) => parentOf.get(o.categoryId))).toBe(true);
    const gifts = rows.filter((o) => o.offerType === 'giftcard');
    expect(gifts.every((o) => parentOf.get(o.categoryId) === 'lifestyle-gift-cards')).toBe(true);
    const parents = await db.select().from(offerCategories).where(isNull(offerCategories.parentId));
    for (const parent of parents) {
      const children = categories.filter((c) => c.parentId === parent.id);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(children.length).toBeLessThanOrEqual(5);
    }
    expect(new Set(parents.map((p) => p.groupType))).toEqual(new Set([0, 1]));
  });

  it('gives each home dealership 20 to 30 originator offers of its own, for its app only', async () => {
    const { organisationIds, appIds } = await idMaps();
    for (const key of ['harbour', 'northside']) {
      const own = await db
        .select({ offer: offers })
        .from(offers)
        .innerJoin(advertisers, eq(advertisers.id, offers.advertiserId))
        .where(eq(advertisers.organisationId, organisationIds.get(key) ?? ''));
      expect(own.length).toBeGreaterThanOrEqual(20);
      expect(own.length).toBeLessThanOrEqual(30);
      expect(own.every(({ offer }) => offer.appConfigurationId === appIds.get(key))).toBe(true);
      expect(own.some(({ offer }) => offer.isPmaOnly)).toBe(true);
    }
    const national = rows.filter((o) => o.appConfigurationId === null);
    expect(national.length).toBeGreaterThan(2000);
  });

  it('writes search text, images and links as the marketplace reads them', async () => {
    const names = new Map((await db.select().from(advertisers)).map((a) => [a.id, a]));
    for (const offer of rows) {
      const name = names.get(offer.advertiserId)?.name ?? '';
      const expected = `${offer.title} ${name} ${offer.description.join(' ')}`.toLowerCase();
      expect(offer.searchText).toBe(expected);
      expect(offer.coverImages.length).toBeGreaterThanOrEqual(1);
      expect(offer.coverImages.every((url) => COVER_URL.test(url))).toBe(true);
      if (offer.featureCoverImageUrl) expect(offer.featureCoverImageUrl).toMatch(COVER_URL);
      if (offer.offerType !== 'instore') expect(offer.linkUrl).toMatch(/^https:\/\//);
    }
    expect([...names.values()].every((a) => LOGO_URL.test(a.logoUrl))).toBe(true);
    expect(rows.filter((o) => o.searchText.includes('coffee')).length).toBeGreaterThan(50);
    expect(rows.some((o) => o.title.includes('%') && !/cashback/i.test(o.title))).toBe(true);
    expect(rows.some((o) => o.title.includes("'"))).toBe(true);
  });

  it('is deterministic: the same catalogue every run, its dates moving with `now`', async () => {
    const ids = await idMaps();
    const first = buildMarketplaceCatalogue({ now, ...ids });
    expect(buildMarketplaceCatalogue({ now, ...ids })).toEqual(first);
    const later = buildMarketplaceCatalogue({ now: new Date(now.getTime() + DAY_MS), ...ids });
    expect(later.offers.map((o) => o.title)).toEqual(first.offers.map((o) => o.title));
    expect(later.offers[0]?.startsAt.getTime()).toBe(
      (first.offers[0]?.startsAt.getTime() ?? 0) + DAY_MS,
    );
    // The template seeded at start-up holds exactly these offers.
    const seeded = new Map(rows.map((o) => [o.id, o.title]));
    expect(seeded).toEqual(new Map(first.offers.map((o) => [o.id, o.title])));
  });
});
