import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { cashbackProfile } from '@ignite/domain/contract/cashback';
import type { User } from '@ignite/domain/user';
import { endpointQuery } from '@/shared/api/client.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useDemoSwitches, withDemoSample } from './demo-sample-overlay.ts';

/**
 * Spec part 3 sections 4 and 9: the profile is cached and read again once the last answer is
 * 2 seconds old, so the garage tile, the marketplace's button and the profile's pages share
 * one answer while the owner moves between them, and none shows a balance older than that.
 */
export const CASHBACK_PROFILE_STALE_MS = 2000;

/**
 * Whose profile: the signed-in consumer and their active vehicle (spec part 3 section 7). The
 * profile names the car by our vehicleId; the transactions by the host app's appVehicleId.
 */
export type CashbackKeys = { appConsumerId: string; vehicleId: string; appVehicleId: string };

export function cashbackKeysOf(user: User | null | undefined): CashbackKeys | null {
  const vehicle = user?.activeVehicle;
  if (!user?.appConsumerId || !vehicle?.vehicleId || !vehicle.appVehicleId) return null;
  return {
    appConsumerId: user.appConsumerId,
    vehicleId: vehicle.vehicleId,
    appVehicleId: vehicle.appVehicleId,
  };
}

export function useCashbackKeys(): CashbackKeys | null {
  return cashbackKeysOf(useSession()?.user);
}

export function cashbackProfileQuery({ appConsumerId, vehicleId }: CashbackKeys) {
  return {
    ...endpointQuery(cashbackProfile, { body: { appConsumerId, vehicleId } }),
    staleTime: CASHBACK_PROFILE_STALE_MS,
  };
}

/**
 * POST /api/igniteprofile for the signed-in owner, with the demo sample in place of the parts
 * whose demo switch is on (demo mode only). Disabled for a user without a consumer or a
 * vehicle (a dealer): `keys` is then null and nothing is asked.
 */
export function useCashbackProfile() {
  const keys = useCashbackKeys();
  const demo = useDemoSwitches();
  const query = useQuery({
    ...cashbackProfileQuery(keys ?? { appConsumerId: '', vehicleId: '', appVehicleId: '' }),
    enabled: keys !== null,
  });
  const { linkedCards, bankAccount, transactions } = demo;
  const data = useMemo(
    () =>
      query.data &&
      withDemoSample(query.data, { linkedCards, bankAccount, transactions }, new Date()),
    [query.data, linkedCards, bankAccount, transactions],
  );
  return { keys, ...query, data, demo };
}
