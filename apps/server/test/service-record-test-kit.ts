// What the service record tests share: the calls as a browser makes them,
// a signed-in owner's header, and the owner's own facts that a buyer must never see.
import { eq } from 'drizzle-orm';
import type { SharedServiceRecord } from '@ignite/domain/service-record/service-record-api';
import { users, vehicles } from '../src/db/schema.ts';
import { signIn } from './sessions.ts';
import { call, type TestApp } from './test-app.ts';

export type Auth = { authorization: string };

export function serviceRecordCalls(t: TestApp) {
  return {
    authOf: async (username: string): Promise<Auth> => ({
      authorization: `Bearer ${(await signIn(t.app, username)).tokens.accessToken}`,
    }),
    /** The persona's user row and their active vehicle's row. */
    async ownerOf(username: string) {
      const [row] = await t.db
        .select({ user: users, vehicle: vehicles })
        .from(users)
        .innerJoin(vehicles, eq(vehicles.id, users.activeVehicleId))
        .where(eq(users.username, username));
      if (!row) throw new Error(`no vehicle for ${username}`);
      return row;
    },
    pdf: (auth: Auth | null, vehicleId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/vehicle/${vehicleId}/service-record.pdf`,
        headers: auth ?? {},
      }),
    share: (auth: Auth | null, vehicleId: string) =>
      call<{ url: string; expiresAt: string }>(t.app, {
        method: 'POST',
        url: `/api/vehicle/${vehicleId}/service-record/share`,
        headers: auth ?? {},
      }),
    revoke: (auth: Auth | null, vehicleId: string) =>
      call<true>(t.app, {
        method: 'DELETE',
        url: `/api/vehicle/${vehicleId}/service-record/share`,
        headers: auth ?? {},
      }),
    view: (token: string, remoteAddress?: string) =>
      call<SharedServiceRecord>(t.app, {
        method: 'GET',
        url: `/api/service-records/${token}`,
        ...(remoteAddress ? { remoteAddress } : {}),
      }),
  };
}

/** The token at the end of a link's URL. */
export const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
