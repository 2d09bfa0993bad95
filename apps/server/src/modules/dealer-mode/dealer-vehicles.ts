// Reading vehicles as dealer mode shows them (spec part 3 section 3, Dealer vehicle), always
// within the staff member's apps: the search, the look-up before an activation, and one
// vehicle, whose app is read first to tell another app's vehicle (403) from none (404).
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { notFound } from '../../core/http-errors.ts';
import type { DealerVehicleRepository } from './dealer-vehicle-repository.ts';
import { toDealerVehicle } from './dealer-vehicle-view.ts';
import type { StaffScopes } from './staff-scope.ts';

type Deps = { vehicles: DealerVehicleRepository; scopes: StaffScopes };

export type DealerVehicles = ReturnType<typeof createDealerVehicles>;

export function createDealerVehicles({ vehicles, scopes }: Deps) {
  /** The vehicle if it is in the apps, or null. */
  async function byId(appIds: readonly string[], vehicleId: string) {
    const row = await vehicles.byId(appIds, vehicleId);
    return row ? toDealerVehicle(row) : null;
  }

  return {
    byId,

    /** By rego, VIN, customer name or mobile; claimed vehicles only when asked for. */
    async search(
      userId: string,
      requested: readonly string[] | undefined,
      query: string,
      includeClaimed: boolean,
    ) {
      const appIds = (await scopes.of(userId)).narrowTo(requested);
      const rows = await vehicles.search(appIds, query, includeClaimed);
      return { items: rows.map(toDealerVehicle) };
    },

    /** The vehicle with this rego or VIN in the asked-for apps, or null. */
    async findForActivation(
      userId: string,
      requested: readonly string[] | undefined,
      rego: string,
    ) {
      const appIds = (await scopes.of(userId)).narrowTo(requested);
      const row = await vehicles.findForActivation(appIds, rego);
      return { vehicle: row ? toDealerVehicle(row) : null };
    },

    /** One vehicle: 404 when there is none, 403 when it is another app's. */
    async vehicle(userId: string, vehicleId: string) {
      const scope = await scopes.of(userId);
      const appId = await vehicles.appOf(vehicleId);
      if (!appId) throw notFound(DEALER_MESSAGES.vehicleNotFound);
      scope.require(appId);
      return { vehicle: await byId(scope.appIds, vehicleId) };
    },
  };
}
