// The marketplace's calls (spec part 3 section 7) with their access rules: an owner reads the
// offers of their own apps only (their account's app and their vehicles' apps); another
// app's id is refused with 403 before anything is read.
import { MARKETPLACE_MESSAGES } from '@ignite/domain/marketplace/marketplace-messages';
import type { CurrentUser } from '@ignite/domain/user';
import {
  type CategoryGroupType,
  HOME_SECTIONS,
  type HomeSection,
  type MarketplaceViewData,
  type Offer,
  type OfferSearch,
  type OfferSection,
  type SearchBoundary,
} from '@ignite/domain/marketplace/marketplace-api';
import { offeredByApp } from '@ignite/domain/marketplace/offer-filter';
import { rankSearchMatches } from '@ignite/domain/marketplace/search-rank';
import type { Clock } from '../../core/clock.ts';
import { assertOwnConsumer } from '../../core/access.ts';
import { badRequest, forbidden, notFound } from '../../core/http-errors.ts';
import { NOT_AUTHORISED, VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import type { GrantRow, MarketplaceAccessRepository } from './access-repository.ts';
import { type CachedAnswer, cachedBoundary, createAnswerCache } from './answer-cache.ts';
import type { OfferHomeRepository } from './offer-home-repository.ts';
import type { MarketplaceApp, OfferRepository, Point } from './offer-repository.ts';
import type { OfferFilter, OfferSearchRepository } from './offer-search-repository.ts';
import { categoriesWithCounts, toOffer, toOfferDetail } from './offer-view.ts';

/** How long a home's or a search's access check is trusted: as long as the home's answer. */
const GRANT_MAX_AGE_MS = 60_000;
const MAX_GRANTS = 10_000;

type Deps = {
  access: MarketplaceAccessRepository;
  offers: OfferRepository;
  home: OfferHomeRepository;
  search: OfferSearchRepository;
  clock: Clock;
};

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;

export function createMarketplaceService({ access, offers, home, search, clock }: Deps) {
  const answers = createAnswerCache();
  // Who may read which app's home, as last read (see vehicleAndApp).
  const grants = new Map<string, { atMs: number; app: MarketplaceApp }>();

  /**
   * A grant read by `read`, trusted for a minute, as the answers it opens are: the home and
   * the search hold the app's catalogue, nothing of the owner's, so a car sold in that minute
   * shows its old owner the same offers a minute longer. Refusals are never kept.
   */
  async function cachedGrant(
    key: string,
    read: () => Promise<MarketplaceApp>,
  ): Promise<MarketplaceApp> {
    const now = clock().getTime();
    const known = grants.get(key);
    if (known && now - known.atMs >= 0 && now - known.atMs < GRANT_MAX_AGE_MS) return known.app;
    const app = await read();
    grants.set(key, { atMs: now, app });
    if (grants.size > MAX_GRANTS) grants.delete(grants.keys().next().value ?? key);
    return app;
  }

  /**
   * The caller's vehicle and one of their apps, checked in one read: not their vehicle is a
   * 404 (as everywhere), not their app a 403.
   */
  function vehicleAndApp(userId: string, vehicleId: string, appConfigurationId: string) {
    return cachedGrant(`home/${userId}/${vehicleId}/${appConfigurationId}`, async () => {
      const row = await access.vehicleGrant(userId, vehicleId, appConfigurationId);
      if (!row?.own_subject) throw notFound(VEHICLE_NOT_FOUND);
      return grantOf(row, appConfigurationId);
    });
  }

  /** The caller's own consumer id and one of their apps, in one read: else 403. */
  function consumerAndApp(userId: string, appConsumerId: string, appConfigurationId: string) {
    return cachedGrant(`search/${userId}/${appConsumerId}/${appConfigurationId}`, async () => {
      const row = await access.consumerGrant(userId, appConsumerId, appConfigurationId);
      if (!row?.own_subject) throw forbidden(NOT_AUTHORISED);
      return grantOf(row, appConfigurationId);
    });
  }

  function grantOf(row: GrantRow, appConfigurationId: string): MarketplaceApp {
    if (!row.own_app) throw forbidden(NOT_AUTHORISED);
    return {
      appConfigurationId,
      organisationId: row.organisation_id,
      rewards: row.rewards === true,
    };
  }

  async function ownApp(userId: string, appConfigurationId: string): Promise<MarketplaceApp> {
    const app = (await access.appsOf(userId)).find(
      (a) => a.appConfigurationId === appConfigurationId,
    );
    if (!app) throw forbidden(NOT_AUTHORISED);
    return app;
  }

  async function categoriesOf(
    app: MarketplaceApp,
    groupType: CategoryGroupType | undefined,
    now: Date,
  ) {
    const [rows, counts] = await Promise.all([
      offers.categories(),
      offers.liveOfferCounts(app.appConfigurationId, now),
    ]);
    return categoriesWithCounts(rows, counts, groupType);
  }

  async function homeSections(
    app: MarketplaceApp,
    boundary: SearchBoundary | null,
    now: Date,
  ): Promise<Record<HomeSection, OfferSection>> {
    const rows = await home.sectionRows(app, boundary, now);
    const answer = Object.fromEntries(
      HOME_SECTIONS.map((name) => [name, { offers: [], totalCount: 0 } as OfferSection]),
    ) as Record<HomeSection, OfferSection>;
    for (const row of rows) {
      const section = answer[row.section];
      section.offers.push(toOffer(row, now));
      section.totalCount = row.total;
    }
    return answer;
  }

  /**
   * The page of the search and how many match: by text, every match ranked by the domain's
   * rule (relevance, then nearest) before the page is cut; else as the filter orders them.
   */
  async function searchOffers(
    query: OfferSearch,
    scope: { categoryIds: string[] | null; organisationId: string | null; rewards: boolean },
    now: Date,
  ): Promise<{ offers: Offer[]; totalCount: number }> {
    const filter: OfferFilter = { ...query, ...scope, now };
    const offset = (query.pageNumber - 1) * query.pageSize;
    if (filter.searchQuery === undefined) {
      const page = await search.browsePage(filter, query.pageSize, offset);
      return { offers: page.rows.map((row) => toOffer(row, now)), totalCount: page.totalCount };
    }
    const ranked = rankSearchMatches(await search.textMatches(filter, filter.searchQuery));
    const page = ranked.slice(offset, offset + query.pageSize);
    if (page.length === 0) return { offers: [], totalCount: ranked.length };
    const rows = await search.offersById(page.map((match) => match.offerId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const found = page.flatMap((match) => {
      const row = byId.get(match.offerId);
      return row ? [toOffer({ ...row, km: match.km }, now)] : [];
    });
    return { offers: found, totalCount: ranked.length };
  }

  return {
    /**
     * The home's answer as JSON bytes, from the cache when another owner of the app nearby
     * asked within the minute; `serialize` writes it as the route's serializer would.
     */
    async viewDataAnswer(
      user: CurrentUser,
      params: { organisationConsumerId: string; vehicleId: string; appConfigurationId: string },
      boundary: SearchBoundary | null,
      serialize: (data: MarketplaceViewData) => Buffer,
    ): Promise<CachedAnswer> {
      assertOwnConsumer(user, params.organisationConsumerId);
      const app = await vehicleAndApp(user.userId, params.vehicleId, params.appConfigurationId);
      const now = clock();
      const point = cachedBoundary(boundary);
      const key = JSON.stringify(['home', app.appConfigurationId, point]);
      return answers.answer(key, now, async () => {
        const [categories, sections] = await Promise.all([
          categoriesOf(app, undefined, now),
          homeSections(app, point, now),
        ]);
        // Without the dealership's rewards the automotive categories (My Car) are not offered,
        // nor (homeSections) any automotive offer.
        return serialize({
          categories: offeredByApp(categories, app.rewards),
          ...sections,
          enableAutomotiveRewards: app.rewards,
        });
      });
    },

    async categories(
      user: CurrentUser,
      query: { appConfigurationId: string; categoryGroupType: 0 | 1 | undefined },
    ) {
      const app = await ownApp(user.userId, query.appConfigurationId);
      return offeredByApp(await categoriesOf(app, query.categoryGroupType, clock()), app.rewards);
    },

    async appOffers(
      user: CurrentUser,
      appConfigurationId: string,
      query: { conditionType?: number | undefined; isInPma?: boolean | undefined },
    ) {
      const app = await ownApp(user.userId, appConfigurationId);
      const now = clock();
      const rows = await offers.appOffers(app, query, now);
      return rows.map((row) => toOffer(row, now));
    },

    /**
     * One offer in its detail form, if one of the caller's apps offers it (see
     * OfferRepository.offerDetail); only an in-store offer is at its advertiser's locations.
     */
    async offer(user: CurrentUser, offerId: string, position: Point | null) {
      const apps = await access.appsOf(user.userId);
      const now = clock();
      const row = apps.length === 0 ? undefined : await offers.offerDetail(offerId, apps, now);
      if (!row) throw notFound(MARKETPLACE_MESSAGES.offerLoadFailed);
      const locations =
        row.offer_type === 'instore'
          ? await offers.advertiserLocations(row.advertiser_id, position)
          : [];
      return toOfferDetail(row, locations, now);
    },

    /**
     * The search's answer as JSON bytes. A category or group browsed (no text) is the same for
     * every owner of the app nearby, so it is kept for a minute like the home; a text search
     * is answered afresh.
     */
    async searchAnswer(
      user: CurrentUser,
      query: OfferSearch,
      serialize: (data: { offers: Offer[]; totalCount: number }) => Buffer,
    ): Promise<CachedAnswer> {
      const app = await consumerAndApp(user.userId, query.appConsumerId, query.appConfigurationId);
      let categoryIds: string[] | null = null;
      if (query.categoryId !== undefined) {
        const rows = await offers.categoryAndChildren(query.categoryId);
        if (!rows.some((row) => row.id === query.categoryId)) {
          throw badRequest(MARKETPLACE_MESSAGES.unknownCategory);
        }
        categoryIds = rows.map((row) => row.id);
      }
      const now = clock();
      const run = async (asked: OfferSearch) =>
        serialize(
          await searchOffers(
            asked,
            { categoryIds, organisationId: app.organisationId, rewards: app.rewards },
            now,
          ),
        );
      if (query.searchQuery !== undefined) {
        return { atMs: now.getTime(), json: await run(query), encoded: {} };
      }
      const browse = {
        ...query,
        appConsumerId: '',
        searchBoundary: cachedBoundary(query.searchBoundary),
      };
      return answers.answer(JSON.stringify(['browse', browse]), now, () => run(browse));
    },
  };
}
