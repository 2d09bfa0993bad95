import type { User } from '@ignite/domain/user';
import { useSession } from '@/shared/session/session-store.ts';

/** The ids the marketplace's calls carry: the consumer, their app and the vehicle in view. */
export type MarketplaceKeys = {
  organisationConsumerId: string;
  appConsumerId: string;
  vehicleId: string;
  appConfigurationId: string;
};

/** Null for a user without a consumer or a vehicle (a dealer never gets this far). */
export function useMarketplaceKeys(): MarketplaceKeys | null {
  return marketplaceKeysOf(useSession()?.user ?? null);
}

export function marketplaceKeysOf(user: User | null): MarketplaceKeys | null {
  const vehicle = user?.activeVehicle;
  if (!user?.organisationConsumerId || !user.appConsumerId || !vehicle) return null;
  return {
    organisationConsumerId: user.organisationConsumerId,
    appConsumerId: user.appConsumerId,
    vehicleId: vehicle.vehicleId,
    appConfigurationId: vehicle.appConfigurationId,
  };
}
