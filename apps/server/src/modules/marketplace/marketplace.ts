// The marketplace's calls (spec part 3 section 7) with their access rules: an owner reads the
// offers of their own apps only (their account's app and their vehicles' apps); another
// app's id is refused with 403 before anything is read.
import { and, eq, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '@ignite/domain/user';
import type { OfferSearch, SearchBoundary } from '@ignite/domain/marketplace/marketplace-api';
import type { Clock } from '../../core/clock.ts';
import { assertOwnConsumer } from '../../core/access.ts';
import { badRequest, forbidden, notFound } from '../../core/http-errors.ts';
import { NOT_AUTHORISED } from '../../core/messages.ts';
import { requireOwnedVehicle } from '../../core/owned-vehicle.ts';
import type { Database } from '../../db/client.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { categoriesWithCounts, categoryAndChildren } from './offer-categories.ts';
import { findOfferDetail } from './offer-detail.ts';
import { homeSections } from './offer-home.ts';
import { searchOffers } from './offer-search.ts';
import {
  liveForAppSql,
  offerColumnsSql,
  type OfferRow,
  type Point,
  selectRows,
} from './offer-sql.ts';
import { toOffer } from './offer-view.ts';

export const MARKETPLACE_MESSAGES = {
  unknownCategory: 'Unknown category',
  offerNotFound: 'Unable to load offer',
} as const;

type App = { appConfigurationId: string; organisationId: string | null; rewards: boolean };

export function createMarketplace({ db, clock }: { db: Database; clock: Clock }) {
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

  async function ownApp(userId: string, appConfigurationId: string): Promise<App> {
    const app = (await appsOf(userId)).find((a) => a.appConfigurationId === appConfigurationId);
    if (!app) throw forbidden(NOT_AUTHORISED);
    return app;
  }

  return {
    async viewData(
      user: CurrentUser,
      params: { organisationConsumerId: string; vehicleId: string; appConfigurationId: string },
      boundary: SearchBoundary | null,
    ) {
      assertOwnConsumer(user, params.organisationConsumerId);
      await requireOwnedVehicle(db, user.userId, params.vehicleId);
      const app = await ownApp(user.userId, params.appConfigurationId);
      const now = clock();
      const [categories, sections] = await Promise.all([
        categoriesWithCounts(db, app.appConfigurationId, undefined, now),
        homeSections(db, app, boundary, now),
      ]);
      // Without the dealership's rewards the automotive categories (My Car) are not offered.
      const shown = app.rewards ? categories : categories.filter((c) => !c.isAutomotive);
      return { categories: shown, ...sections, enableAutomotiveRewards: app.rewards };
    },

    async categories(
      user: CurrentUser,
      query: { appConfigurationId: string; categoryGroupType: 0 | 1 | undefined },
    ) {
      const app = await ownApp(user.userId, query.appConfigurationId);
      return categoriesWithCounts(db, app.appConfigurationId, query.categoryGroupType, clock());
    },

    async appOffers(
      user: CurrentUser,
      appConfigurationId: string,
      query: { conditionType?: number | undefined; isInPma?: boolean | undefined },
    ) {
      const app = await ownApp(user.userId, appConfigurationId);
      const now = clock();
      const rows = await selectRows<OfferRow>(
        db,
        sql`
        SELECT ${offerColumnsSql}, NULL::float8 AS km
        FROM offers o
        JOIN advertisers a ON a.id = o.advertiser_id
        JOIN offer_categories c ON c.id = o.category_id
        WHERE ${liveForAppSql(app.appConfigurationId, now)}
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
        apps.length === 0
          ? null
          : await findOfferDetail(
              db,
              offerId,
              apps.map((a) => a.appConfigurationId),
              position,
              clock(),
            );
      if (!detail) throw notFound(MARKETPLACE_MESSAGES.offerNotFound);
      return detail;
    },

    async search(user: CurrentUser, search: OfferSearch) {
      const [owner] = await db
        .select({ appConsumerId: users.appConsumerId })
        .from(users)
        .where(and(eq(users.id, user.userId), eq(users.appConsumerId, search.appConsumerId)));
      if (!owner) throw forbidden(NOT_AUTHORISED);
      await ownApp(user.userId, search.appConfigurationId);
      let categoryIds: string[] | null = null;
      if (search.categoryId !== undefined) {
        categoryIds = await categoryAndChildren(db, search.categoryId);
        if (!categoryIds) throw badRequest(MARKETPLACE_MESSAGES.unknownCategory);
      }
      return searchOffers(db, search, categoryIds, clock());
    },
  };
}

export type Marketplace = ReturnType<typeof createMarketplace>;
