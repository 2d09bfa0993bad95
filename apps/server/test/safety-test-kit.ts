// What the location-link tests share (decision 0032): the calls as a browser makes them, a
// signed-in owner's header, and the stored row of a link.
import { eq } from 'drizzle-orm';
import type {
  CreatedShareLink,
  OwnShareLink,
  SharedLocation,
} from '@ignite/domain/safety/safety-api';
import { safetyShareLinks } from '../src/db/safety-schema.ts';
import { signIn } from './sessions.ts';
import { call, type TestApp } from './test-app.ts';

export type Auth = { authorization: string };

export const SYDNEY = { latitude: -33.868819, longitude: 151.209296 };
export const PARRAMATTA = { latitude: -33.815, longitude: 151.0011 };

/** The share-link calls against one test app. */
export function shareLinkCalls(t: TestApp) {
  return {
    authOf: async (username: string): Promise<Auth> => ({
      authorization: `Bearer ${(await signIn(t.app, username)).tokens.accessToken}`,
    }),
    create: (auth: Auth | null, payload: unknown) =>
      call<CreatedShareLink>(t.app, {
        method: 'POST',
        url: '/api/safety/share-links',
        headers: auth ?? {},
        payload: payload as Record<string, unknown>,
      }),
    list: (auth: Auth) =>
      call<{ links: OwnShareLink[] }>(t.app, {
        method: 'GET',
        url: '/api/safety/share-links',
        headers: auth,
      }),
    update: (auth: Auth, shareLinkId: string, payload: unknown) =>
      call<OwnShareLink>(t.app, {
        method: 'PUT',
        url: `/api/safety/share-links/${shareLinkId}`,
        headers: auth,
        payload: payload as Record<string, unknown>,
      }),
    revoke: (auth: Auth, shareLinkId: string) =>
      call<true>(t.app, {
        method: 'DELETE',
        url: `/api/safety/share-links/${shareLinkId}`,
        headers: auth,
      }),
    view: (token: string) =>
      call<SharedLocation>(t.app, { method: 'GET', url: `/api/safety/shared-location/${token}` }),
    rowOf: async (shareLinkId: string) =>
      (await t.db.select().from(safetyShareLinks).where(eq(safetyShareLinks.id, shareLinkId)))[0],
    countRows: async () => (await t.db.select().from(safetyShareLinks)).length,
  };
}
