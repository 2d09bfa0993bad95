// Dealer mode's routes (spec part 3 section 7). Each call first reads the staff
// member's scope: a consumer gets 403, and so does any app outside the staff member's roles.
import type { FastifyInstance } from 'fastify';
import { inArray, eq } from 'drizzle-orm';
import {
  activateDealerVehicle,
  createDealerVehicle,
  dealerSearch,
  dealerVehicle,
  findVehicleForActivation,
  listDealerAppConfigurations,
  resendWelcomeMessage,
  updateDealerVehicle,
} from '@ignite/domain/contract/dealer-mode';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import { notFound } from '../../core/http-errors.ts';
import type { Database } from '../../db/client.ts';
import { appConfigurations, organisations } from '../../db/schema.ts';
import type { Activation } from './activation.ts';
import type { DealerVehicles } from './dealer-vehicles.ts';
import { staffScopeOf } from './staff-scope.ts';
import type { VehicleChanges } from './vehicle-changes.ts';

export type DealerModeRoutes = {
  db: Database;
  dealerVehicles: DealerVehicles;
  activation: Activation;
  changes: VehicleChanges;
};

export function registerDealerModeRoutes(app: FastifyInstance, deps: DealerModeRoutes) {
  const { db, dealerVehicles } = deps;
  const scopeOf = (userId: string) => staffScopeOf(db, userId);

  registerEndpoint(app, dealerSearch, async ({ query, user }) => {
    const scope = await scopeOf(user.userId);
    const appIds = scope.narrowTo(query.appConfigurationIds);
    const includeClaimed = query.includeClaimed === 'true';
    return { items: await dealerVehicles.search(appIds, query.query, includeClaimed) };
  });

  registerEndpoint(app, findVehicleForActivation, async ({ body, user }) => {
    const scope = await scopeOf(user.userId);
    const appIds = scope.narrowTo(body.appConfigurationIds);
    return { vehicle: await dealerVehicles.findForActivation(appIds, body.rego) };
  });

  registerEndpoint(app, dealerVehicle, async ({ query, user }) => {
    const scope = await scopeOf(user.userId);
    const appId = await dealerVehicles.appOf(query.vehicleId);
    if (!appId) throw notFound(DEALER_MESSAGES.vehicleNotFound);
    scope.require(appId);
    return { vehicle: await dealerVehicles.byId(scope.appIds, query.vehicleId) };
  });

  registerEndpoint(app, createDealerVehicle, async ({ body, user }) =>
    deps.activation.create(await scopeOf(user.userId), body),
  );
  registerEndpoint(app, activateDealerVehicle, async ({ body, user }) =>
    deps.activation.activate(await scopeOf(user.userId), body),
  );
  registerEndpoint(app, updateDealerVehicle, async ({ body, user }) =>
    deps.changes.update(await scopeOf(user.userId), body),
  );
  registerEndpoint(app, resendWelcomeMessage, async ({ body, user }) =>
    deps.changes.resendWelcome(await scopeOf(user.userId), body),
  );

  registerEndpoint(app, listDealerAppConfigurations, async ({ body, user }) => {
    const scope = await scopeOf(user.userId);
    const appIds = scope.narrowTo(body.appConfigurationIds);
    if (appIds.length === 0) return { appConfigurations: [] };
    const rows = await db
      .select({
        appConfigurationId: appConfigurations.id,
        name: appConfigurations.name,
        state: organisations.state,
      })
      .from(appConfigurations)
      .leftJoin(organisations, eq(organisations.id, appConfigurations.organisationId))
      .where(inArray(appConfigurations.id, appIds))
      .orderBy(appConfigurations.name);
    return { appConfigurations: rows };
  });
}
