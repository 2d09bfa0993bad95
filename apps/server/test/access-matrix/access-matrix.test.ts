// The access matrix: every route the server serves under /api, tried as anonymous, as another
// consumer and as dealer staff of another app (both with the owner's ids), and as the owner, each
// with the outcome a person wrote down for it (the *-rows.ts files beside it). A route served
// without an entry, or an entry for a route not served, fails. A refused answer is in the result
// shape; a refused write changes nothing in the database; no other caller's answer carries the
// owner's ids.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test-app.ts';
import {
  CALLERS,
  type Entry,
  fingerprinter,
  type MatrixRequest,
  type Outcome,
  outcomeMatches,
  type Persona,
  routePattern,
  type Scope,
  type World,
  buildWorld,
  rowCallers,
  sendRequest,
  MATRIX_APP_CONFIG,
} from './kit.ts';
import { matrix } from './matrix.ts';
import { vehicles } from '../../src/db/schema.ts';
import { isApiRoute } from '../../src/plugins/route-table.ts';

let t: TestApp;
let w: World;
let fingerprint: () => Promise<Record<string, string>>;

beforeAll(async () => {
  t = await startTestApp(MATRIX_APP_CONFIG);
  w = await buildWorld(t);
  fingerprint = await fingerprinter(t);
});
afterAll(() => t.close());

describe('the access matrix', () => {
  it('has an entry for every served route, and serves every route it has an entry for', () => {
    const served = t.app.routeTable
      .filter((route) => isApiRoute(route.url))
      .map((route) => `${route.method} ${route.url}`);
    const listed = Object.keys(matrix);
    const missing = served.filter((route) => !listed.includes(route));
    const notServed = listed.filter((route) => !served.includes(route));
    expect({ missing, notServed }).toEqual({ missing: [], notServed: [] });
    expect(served.length).toBeGreaterThanOrEqual(90);
  });

  it('fingerprints the database so that any write shows, even of the same values', async () => {
    const before = await fingerprint();
    expect(await fingerprint()).toEqual(before);
    await t.db
      .update(vehicles)
      .set({ nickname: sql`${vehicles.nickname}` })
      .where(eq(vehicles.id, w.personas.gary.vehicleId));
    expect(changedTables(before, await fingerprint())).toEqual(['vehicles']);
  });

  for (const [route, entry] of Object.entries(matrix)) {
    it(route, async () => {
      const problems = await tryRoute(route, entry);
      expect(problems).toEqual([]);
    });
  }
});

/** Every caller of the row, the owner last (so the others find the resource as it was). */
async function tryRoute(route: string, entry: Entry): Promise<string[]> {
  const [method] = route.split(' ');
  const pattern = routePattern(route.slice(route.indexOf(' ') + 1));
  const { callers, scope: s } = await rowCallers(w, entry);
  const markers = [
    s.owner.userId,
    s.owner.vehicleId,
    s.owner.organisationConsumerId,
    s.owner.appConsumerId,
    s.owner.rego,
    ...(entry.markers?.(s) ?? []),
  ].filter((m) => m.length > 0);

  const problems: string[] = [];
  const attempt = async (
    who: string,
    caller: Persona | null,
    outcome: Outcome,
    headers?: (request: MatrixRequest) => Record<string, string>,
  ) => {
    const request = await entry.request(s, caller);
    const path = request.url;
    if (request.method !== method || !pattern.test(path)) {
      problems.push(`${who}: the row's request ${request.method} ${path} is not this route`);
      return;
    }
    const isOwner = who === 'owner' || (headers !== undefined && outcome === 'ok');
    const isWrite = request.method !== 'GET';
    const before = !isOwner && isWrite ? await state(entry, s) : null;
    const answer = await send(request, headers ? headers(request) : (caller?.auth ?? {}));
    const status = answer.statusCode;
    if (!outcomeMatches(outcome, status)) {
      problems.push(
        `${who}: expected ${outcome}, got ${status} ${answer.response.body.slice(0, 300)}`,
      );
    }
    const body = answer.body;
    if (status >= 400) {
      const shaped =
        body?.success === false &&
        body.status === status &&
        Array.isArray(body.messages) &&
        body.messages.length > 0 &&
        body.messages.every((m) => typeof m === 'string' && m.length > 0);
      if (!shaped) problems.push(`${who}: ${status} is not in the result shape`);
    } else if (body && body.success !== true) {
      problems.push(`${who}: ${status} without success: true`);
    } else if (!isOwner && body && !entry.ownerDataShownBecause) {
      const data = JSON.stringify(body.data ?? null).toLowerCase();
      const leaked = markers.filter((marker) => data.includes(marker.toLowerCase()));
      if (leaked.length > 0) problems.push(`${who}: the answer carries the owner's ${leaked}`);
    }
    if (before) {
      // A row with owner facts: the caller acts on their own data (a wallet made on first use,
      // their own link); only the owner's facts must stay. Otherwise nothing may change.
      const after = await state(entry, s);
      const tables = changedTables(before.db, after.db);
      if (entry.ownerFacts) {
        if (!sameJson(before.owner, after.owner)) {
          problems.push(`${who}: answered ${status} and changed the owner's facts`);
        }
      } else if (status < 300) {
        if (!entry.ownerDataChangesBecause) {
          problems.push(
            `${who}: a write answered ${status} (changed: ${tables}); what of the owner's stays?`,
          );
        }
      } else if (tables.length > 0) {
        problems.push(`${who}: answered ${status} and changed ${tables.join(', ')}`);
      }
    }
  };

  for (const who of CALLERS.filter((c) => c !== 'owner')) {
    await attempt(who, callers[who], entry.expect[who]);
  }
  for (const credential of entry.credentials ?? []) {
    await attempt(credential.name, null, credential.expect, (r) => credential.headers(s, r));
  }
  await attempt('owner', callers.owner, entry.expect.owner);
  return problems;
}

async function state(entry: Entry, s: Scope) {
  if (entry.ownerFacts) return { db: null, owner: await entry.ownerFacts(s) };
  return { db: await fingerprint(), owner: null };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedTables(
  before: Record<string, string> | null,
  after: Record<string, string> | null,
) {
  const [was, is] = [before ?? {}, after ?? {}];
  return Object.keys(is).filter((table) => is[table] !== was[table]);
}

const send = (request: MatrixRequest, auth: Record<string, string>) =>
  sendRequest(t, request, auth);
