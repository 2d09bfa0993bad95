// Dealer mode's routes (spec part 3 section 7). Each call first reads the staff
// member's scope: a consumer gets 403, and so does any app outside the staff member's roles.
import type { FastifyInstance } from 'fastify';
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
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { Activation } from './activation.ts';
import type { DealerVehicles } from './dealer-vehicles.ts';
import type { StaffScopes } from './staff-scope.ts';
import type { VehicleChanges } from './vehicle-changes.ts';

export type DealerModeServices = {
  scopes: StaffScopes;
  dealerVehicles: DealerVehicles;
  activation: Activation;
  changes: VehicleChanges;
};

export function registerDealerModeRoutes(app: FastifyInstance, services: DealerModeServices) {
  const { scopes, dealerVehicles, activation, changes } = services;

  registerEndpoint(app, dealerSearch, async ({ query, user }) =>
    dealerVehicles.search(
      user.userId,
      query.appConfigurationIds,
      query.query,
      query.includeClaimed === 'true',
    ),
  );

  registerEndpoint(app, findVehicleForActivation, async ({ body, user }) =>
    dealerVehicles.findForActivation(user.userId, body.appConfigurationIds, body.rego),
  );

  registerEndpoint(app, dealerVehicle, async ({ query, user }) =>
    dealerVehicles.vehicle(user.userId, query.vehicleId),
  );

  registerEndpoint(app, createDealerVehicle, async ({ body, user }) =>
    activation.create(user.userId, body),
  );
  registerEndpoint(app, activateDealerVehicle, async ({ body, user }) =>
    activation.activate(user.userId, body),
  );
  registerEndpoint(app, updateDealerVehicle, async ({ body, user }) =>
    changes.update(user.userId, body),
  );
  registerEndpoint(app, resendWelcomeMessage, async ({ body, user }) =>
    changes.resendWelcome(user.userId, body),
  );

  registerEndpoint(app, listDealerAppConfigurations, async ({ body, user }) =>
    scopes.appConfigurations(user.userId, body.appConfigurationIds),
  );
}
