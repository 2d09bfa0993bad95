// The marketplace's calls (spec part 3 section 7) with their access rules: an owner reads the
// offers of their own apps only (their account's app and their vehicles' apps); another
// app's id is refused with 403 before anything is read.
import { MARKETPLACE_MESSAGES } from '@ignite/domain/marketplace/marketplace-messages';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { CurrentUser } from '@ignite/domain/user';
import type {
  MarketplaceViewData,
  Offer,
  OfferSearch,
  SearchBoundary,
} from '@ignite/domain/marketplace/marketplace-api';
import { offeredByApp } from '@ignite/domain/marketplace/offer-filter';
import type { Clock } from '../../core/clock.ts';
import { assertOwnConsumer } from '../../core/access.ts';
import { badRequest, forbidden, notFound } from '../../core/http-errors.ts';
import { NOT_AUTHORISED, VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import type { Database } from '../../db/client.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { categoriesWithCounts, categoryAndChildren } from './offer-categories.ts';
import { findOfferDetail } from './offer-detail.ts';
import { type CachedAnswer, cachedBoundary, createAnswerCache } from './answer-cache.ts';
import { homeSections } from './offer-home.ts';
import { searchOffers } from './offer-search.ts';
import {
  liveForAppSql,
  offerColumnsSql,
  offeredGroupsSql,
  type OfferRow,
  type Point,
  selectRows,
} from './offer-sql.ts';
import { toOffer } from './offer-view.ts';

/** How long a home's or a search's access check is trusted: as long as the home's answer. */
const GRANT_MAX_AGE_MS = 60_000;
const MAX_GRANTS = 10_000;
type App = { appConfigurationId: string; organisationId: string | null; rewards: boolean };

export function createMarketplace({ db, clock }: { db: Database; clock: Clock }) {
  const answers = createAnswerCache();
  // Who may read which app's home, as last read (see vehicleAndApp).
  const grants = new Map<string, { atMs: number; app: App }>();

  /** The caller's apps: their account's and their vehicles'. */
  async function appsOf(userId: string): Promise<App[]> {
    const rows = await db
      .selectDistinct({
        appConfigurationId: appConfigurations.id,
        organisationId: appConfigurations.organisationId,
        rewards: appConfigurations.isRewardsEnabled,
      })
      .from(appConfigurations)
      .leftJoin(
        users,
        and(eq(users.id, userId), eq(users.appConfigurationId, appConfigurations.id)),
      )
      .leftJoin(
        vehicles,
        and(eq(vehicles.ownerId, userId), eq(vehicles.appConfigurationId, appConfigurations.id)),
      )
      .where(or(sql`${users.id} IS NOT NULL`, sql`${vehicles.id} IS NOT NULL`));
    return rows;
  }

  /**
   * A grant read by `read`, trusted for a minute, as the answers it opens are: the home and
   * the search hold the app's catalogue, nothing of the owner's, so a car sold in that minute
   * shows its old owner the same offers a minute longer. Refusals are never kept.
   */
  async function cachedGrant(key: string, read: () => Promise<App>): Promise<App> {
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
      const row = await readGrant(
        userId,
        sql`EXISTS (SELECT 1 FROM vehicles v WHERE v.id = ${vehicleId} AND v.owner_id = u.id)`,
        appConfigurationId,
      );
      if (!row?.own_subject) throw notFound(VEHICLE_NOT_FOUND);
      return grantOf(row, appConfigurationId);
    });
  }

  /** The caller's own consumer id and one of their apps, in one read: else 403. */
  function consumerAndApp(userId: string, appConsumerId: string, appConfigurationId: string) {
    return cachedGrant(`search/${userId}/${appConsumerId}/${appConfigurationId}`, async () => {
      const row = await readGrant(
        userId,
        sql`u.app_consumer_id IS NOT DISTINCT FROM ${appConsumerId}::uuid`,
        appConfigurationId,
      );
      if (!row?.own_subject) throw forbidden(NOT_AUTHORISED);
      return grantOf(row, appConfigurationId);
    });
  }

  type GrantRow = {
    own_subject: boolean;
    own_app: boolean | null;
    organisation_id: string | null;
    rewards: boolean | null;
  };

  /** Whether `ownSubject` holds for the user, and whether the app is theirs. */
  async function readGrant(userId: string, ownSubject: SQL, appConfigurationId: string) {
    const [row] = await selectRows<GrantRow>(
      db,
      sql`SELECT ${ownSubject} AS own_subject,
        (a.id = u.app_configuration_id OR EXISTS (SELECT 1 FROM vehicles v
          WHERE v.owner_id = u.id AND v.app_configuration_id = a.id)) AS own_app,
        a.organisation_id, a.is_rewards_enabled AS rewards
      FROM users u LEFT JOIN app_configurations a ON a.id = ${appConfigurationId}
      WHERE u.id = ${userId}`,
    );
    return row;
  }

  function grantOf(row: GrantRow, appConfigurationId: string): App {
    if (!row.own_app) throw forbidden(NOT_AUTHORISED);
    return {
      appConfigurationId,
      organisationId: row.organisation_id,
      rewards: row.rewards === true,
    };
  }

  async function ownApp(userId: string, appConfigurationId: string): Promise<App> {
    const app = (await appsOf(userId)).find((a) => a.appConfigurationId === appConfigurationId);
    if (!app) throw forbidden(NOT_AUTHORISED);
    return app;
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
          categoriesWithCounts(db, app.appConfigurationId, undefined, now),
          homeSections(db, app, point, now),
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
      return offeredByApp(
        await categoriesWithCounts(db, app.appConfigurationId, query.categoryGroupType, clock()),
        app.rewards,
      );
    },

    async appOffers(
      user: CurrentUser,
      appConfigurationId: string,
      query: { conditionType?: number | undefined; isInPma?: boolean | undefined },
    ) {
      const app = await ownApp(user.userId, appConfigurationId);
      const now = clock();
      const offeredGroups = offeredGroupsSql(app.rewards);
      const rows = await selectRows<OfferRow>(
        db,
        sql`
        SELECT ${offerColumnsSql}, NULL::float8 AS km
        FROM offers o
        JOIN advertisers a ON a.id = o.advertiser_id
        JOIN offer_categories c ON c.id = o.category_id
        WHERE ${liveForAppSql(app.appConfigurationId, now)}
          ${offeredGroups ? sql`AND ${offeredGroups}` : sql``}
          ${query.conditionType === undefined ? sql`` : sql`AND o.condition_type = ${query.conditionType}`}
          ${query.isInPma ? sql`` : sql`AND NOT o.is_pma_only`}
        ORDER BY (a.organisation_id IS NOT DISTINCT FROM ${app.organisationId}) DESC,
          o.starts_at DESC, o.id
        LIMIT 1000`,
      );
      return rows.map((row) => toOffer(row, now));
    },

    async offer(user: CurrentUser, offerId: string, position: Point | null) {
      const apps = await appsOf(user.userId);
      const detail =
        apps.length === 0 ? null : await findOfferDetail(db, offerId, apps, position, clock());
      if (!detail) throw notFound(MARKETPLACE_MESSAGES.offerLoadFailed);
      return detail;
    },

    /**
     * The search's answer as JSON bytes. A category or group browsed (no text) is the same for
     * every owner of the app nearby, so it is kept for a minute like the home; a text search
     * is answered afresh.
     */
    async searchAnswer(
      user: CurrentUser,
      search: OfferSearch,
      serialize: (data: { offers: Offer[]; totalCount: number }) => Buffer,
    ): Promise<CachedAnswer> {
      const app = await consumerAndApp(
        user.userId,
        search.appConsumerId,
        search.appConfigurationId,
      );
      let categoryIds: string[] | null = null;
      if (search.categoryId !== undefined) {
        categoryIds = await categoryAndChildren(db, search.categoryId);
        if (!categoryIds) throw badRequest(MARKETPLACE_MESSAGES.unknownCategory);
      }
      const now = clock();
      const run = async (query: OfferSearch) =>
        serialize(
          await searchOffers(
            db,
            query,
            { categoryIds, organisationId: app.organisationId, rewards: app.rewards },
            now,
          ),
        );
      if (search.searchQuery !== undefined) {
        return { atMs: now.getTime(), json: await run(search), encoded: {} };
      }
      const browse = {
        ...search,
        appConsumerId: '',
        searchBoundary: cachedBoundary(search.searchBoundary),
      };
      return answers.answer(JSON.stringify(['browse', browse]), now, () => run(browse));
    },
  };
}

export type Marketplace = ReturnType<typeof createMarketplace>;
