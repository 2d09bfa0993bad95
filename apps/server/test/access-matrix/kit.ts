// The access matrix's vocabulary: the four callers every route is tried as, the outcome a row
// expects of each, the signed-in personas a row builds its requests from, and the database
// fingerprint that shows a refused write changed nothing.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Session } from '@ignite/domain/session';
import type { Config } from '../../src/config/config.ts';
import { hashPassword } from '../../src/crypto/passwords.ts';
import { cashbackWallets } from '../../src/db/cashback-schema.ts';
import { appConfigurations, organisations, roles, users, vehicles } from '../../src/db/schema.ts';
import { PASSWORD, signIn } from '../sessions.ts';
import type { ApiResult, TestApp } from '../test-app.ts';

/**
 * The app the matrix tries: demo mode, push.example.test standing for a browser's push
 * service (push-rows.ts), and a payout provider whose callbacks are signed with a secret the
 * rows know. Its API is an address nothing answers at: a payout waits for a later try, and
 * no money leaves.
 */
export const MATRIX_APP_CONFIG = {
  demoMode: true,
  pushServiceHosts: ['push.example.test'],
  payoutProvider: {
    name: 'airwallex',
    apiUrl: 'http://127.0.0.1:9',
    clientId: 'matrix-client',
    apiKey: 'matrix-api-key',
    webhookSecret: 'matrix-webhook-secret',
  },
} satisfies Partial<Config>;

/**
 * anonymous: no token. otherConsumer: another owner's token, with the owner's ids.
 * foreignStaff: dealer staff of an app that is no persona's (Coastal Motors), with the owner's
 * ids. owner: the one whose resource the request names.
 */
export const CALLERS = ['anonymous', 'otherConsumer', 'foreignStaff', 'owner'] as const;
export type Caller = (typeof CALLERS)[number];

/**
 * ok: 2xx. unauthenticated: 401. refused: 403 or 404, as for an id that does not exist.
 * forbidden / notFound: exactly 403 / 404. A number: exactly that status (400, 409).
 */
export type Outcome = 'ok' | 'unauthenticated' | 'refused' | 'forbidden' | 'notFound' | number;

export function outcomeMatches(outcome: Outcome, status: number): boolean {
  if (outcome === 'ok') return status >= 200 && status < 300;
  if (outcome === 'unauthenticated') return status === 401;
  if (outcome === 'refused') return status === 403 || status === 404;
  if (outcome === 'forbidden') return status === 403;
  if (outcome === 'notFound') return status === 404;
  return status === outcome;
}

/** A bearer route about the owner's own data, which the request names. */
export const OWN: Record<Caller, Outcome> = {
  anonymous: 'unauthenticated',
  otherConsumer: 'refused',
  foreignStaff: 'refused',
  owner: 'ok',
};
/** A bearer route whose answer is about the caller alone: each signed-in caller gets their own. */
export const SELF: Record<Caller, Outcome> = {
  anonymous: 'unauthenticated',
  otherConsumer: 'ok',
  foreignStaff: 'ok',
  owner: 'ok',
};
/** A public route: sign-in, health, the demo's pages, what a link or signature opens. */
export const PUBLIC: Record<Caller, Outcome> = {
  anonymous: 'ok',
  otherConsumer: 'ok',
  foreignStaff: 'ok',
  owner: 'ok',
};
/** A device or signature route: no bearer token of anyone's opens it, the owner's neither. */
export const NO_BEARER: Record<Caller, Outcome> = {
  anonymous: 'unauthenticated',
  otherConsumer: 'unauthenticated',
  foreignStaff: 'unauthenticated',
  owner: 'unauthenticated',
};

export type PersonaName = 'olivia' | 'priya' | 'gary' | 'noah' | 'sam' | 'dealer' | 'coastal';

const USERNAMES: Record<PersonaName, string> = {
  olivia: 'owner@demo.ignite',
  priya: 'protect@demo.ignite',
  gary: 'generic@demo.ignite',
  noah: 'newcar@demo.ignite',
  sam: 'shared@demo.ignite',
  dealer: 'dealer@demo.ignite',
  coastal: 'staff@coastal-motors.test',
};

export type Persona = {
  name: PersonaName;
  username: string;
  session: Session;
  auth: { authorization: string };
  userId: string;
  /** The active vehicle ('' for staff). */
  vehicleId: string;
  rego: string;
  organisationConsumerId: string;
  appConsumerId: string;
  appConfigurationId: string;
};

type Apps = { harbour: string; northside: string; generic: string; coastal: string };

export type World = {
  t: TestApp;
  personas: Record<PersonaName, Persona>;
  apps: Apps;
  /** A new session of the persona, for rows that end or rotate sessions. */
  signInAgain(name: PersonaName): Promise<Persona>;
};

export type MatrixRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string | object;
  headers?: Record<string, string>;
};

/** What a row's functions get: the world, the row's owner and other consumer, prepared ids. */
export type Scope = {
  w: World;
  owner: Persona;
  other: Persona;
  ids: Record<string, string>;
};

export type Entry = {
  /** Whose resource the request names; Olivia unless said. */
  owner?: PersonaName;
  /** The other consumer; Priya unless said (Olivia when Priya is the owner). */
  other?: PersonaName;
  /** Runs once before the row's calls: what the owner has to have first (a link, a code). */
  prepare?: (s: Scope) => Promise<Record<string, string>>;
  /** The owner's valid request; built again for each caller, who is null when anonymous. */
  request: (s: Scope, caller: Persona | null) => MatrixRequest | Promise<MatrixRequest>;
  expect: Record<Caller, Outcome>;
  /**
   * Callers beyond the four, each with their own credential (a device key, a signature). One
   * expected to succeed acts for the owner: its write is the owner's.
   */
  credentials?: {
    name: string;
    headers: (s: Scope, request: MatrixRequest) => Record<string, string>;
    expect: Outcome;
  }[];
  /**
   * Where the request names nothing of the owner's, so each caller acts on their own data (a
   * wallet made on first use, a link of their own): the owner's facts, which must stay as they
   * were. Without it, a write by anyone but the owner must leave the whole database as it was.
   */
  ownerFacts?: (s: Scope) => Promise<unknown>;
  /** Or why such a write may change the owner's data by design. */
  ownerDataChangesBecause?: string;
  /** Why a 2xx answer to another caller may carry the owner's ids (a credential was sent). */
  ownerDataShownBecause?: string;
  /** More ids of the owner's that no other caller's answer may carry. */
  markers?: (s: Scope) => string[];
  /** Sign each caller in afresh before the row (it ends or rotates the caller's session). */
  freshSessions?: boolean;
};

export type Matrix = Record<string, Entry>;

async function personaOf(t: TestApp, name: PersonaName): Promise<Persona> {
  const username = USERNAMES[name];
  const session = await signIn(t.app, username);
  const [row] = await t.db
    .select({ user: users, rego: vehicles.rego })
    .from(users)
    .leftJoin(vehicles, eq(vehicles.id, users.activeVehicleId))
    .where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return {
    name,
    username,
    session,
    auth: { authorization: `Bearer ${session.tokens.accessToken}` },
    userId: row.user.id,
    vehicleId: row.user.activeVehicleId ?? '',
    rego: row.rego ?? '',
    organisationConsumerId: row.user.organisationConsumerId ?? '',
    appConsumerId: row.user.appConsumerId ?? '',
    appConfigurationId: row.user.appConfigurationId ?? '',
  };
}

/**
 * Dealer staff of an app that none of the personas is in: a dealership and app of their own,
 * made through the app's own tables as the seed makes dealer@'s.
 */
async function addCoastalStaff(t: TestApp): Promise<string> {
  const [org] = await t.db
    .insert(organisations)
    .values({ name: 'Coastal Motors', suburb: 'Gosford', state: 'NSW' })
    .returning({ id: organisations.id });
  const [app] = await t.db
    .insert(appConfigurations)
    .values({
      organisationId: org?.id,
      name: 'Coastal Motors',
      brandName: 'Ignite',
      theme: 'theme-1',
      launchSecret: randomBytes(32).toString('base64url'),
    })
    .returning({ id: appConfigurations.id });
  const appId = app?.id ?? '';
  const [staff] = await t.db
    .insert(users)
    .values({
      username: USERNAMES.coastal,
      passwordHash: await hashPassword(PASSWORD),
      kind: 'staff',
      firstName: 'Cody',
      lastName: 'Marsh',
      email: USERNAMES.coastal,
      organisationId: org?.id,
      appConfigurationId: appId,
      isDealerMode: true,
    })
    .returning({ id: users.id });
  await t.db.insert(roles).values({
    userId: staff?.id ?? '',
    name: 'Dealer staff - Coastal Motors',
    userContextId: 'ctx-coastal',
    clientId: appId,
    clientName: 'Coastal Motors',
    roleType: 'DealerStaff',
    appIds: [appId],
    permissions: ['dealer-mode'],
  });
  return appId;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const coastal = await addCoastalStaff(t);
  const appRows = await t.db.select().from(appConfigurations);
  const appNamed = (name: string) => appRows.find((a) => a.name === name)?.id ?? '';
  const names = Object.keys(USERNAMES) as PersonaName[];
  const personas = Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await personaOf(t, name)] as const)),
  ) as Record<PersonaName, Persona>;
  // Every caller has a cashback wallet from the start, as after their first cashback call: the
  // server makes one on first use, even in a call it then refuses, and that wallet is the
  // caller's own, not a change a refused call made to anyone else's data.
  await t.db
    .insert(cashbackWallets)
    .values(
      Object.values(personas).map((p) => ({
        userId: p.userId,
        cashbackToken: randomBytes(24).toString('base64url'),
      })),
    )
    .onConflictDoNothing({ target: cashbackWallets.userId });
  return {
    t,
    personas,
    apps: {
      harbour: appNamed('Harbour City Motors'),
      northside: appNamed('Northside Isuzu UTE'),
      generic: appNamed('Ignite'),
      coastal,
    },
    signInAgain: (name) => personaOf(t, name),
  };
}

/** Sends a row's request with the caller's credential; the result when the answer is JSON. */
export async function sendRequest(
  t: TestApp,
  request: MatrixRequest,
  auth: Record<string, string>,
) {
  const raw = typeof request.payload === 'string';
  const response = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: {
      ...auth,
      ...(raw ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  // A PDF or a picture has no result to read.
  return {
    statusCode: response.statusCode,
    body: json ? response.json<ApiResult>() : null,
    response,
  };
}

/** A row's callers, signed in (afresh if the row asks), and its scope once prepared. */
export async function rowCallers(
  w: World,
  entry: Entry,
): Promise<{ callers: Record<Caller, Persona | null>; scope: Scope }> {
  const ownerName: PersonaName = entry.owner ?? 'olivia';
  const otherName: PersonaName = entry.other ?? (ownerName === 'priya' ? 'olivia' : 'priya');
  const as = async (name: PersonaName) =>
    entry.freshSessions ? w.signInAgain(name) : w.personas[name];
  const callers: Record<Caller, Persona | null> = {
    anonymous: null,
    otherConsumer: await as(otherName),
    foreignStaff: await as('coastal'),
    owner: await as(ownerName),
  };
  const base: Scope = {
    w,
    owner: callers.owner as Persona,
    other: callers.otherConsumer as Persona,
    ids: {},
  };
  return { callers, scope: { ...base, ids: (await entry.prepare?.(base)) ?? {} } };
}

/**
 * Sign-in bookkeeping: each caller's own sessions and refresh tokens, and the rate limits'
 * counters of their own misses. Everything else is fingerprinted.
 */
const NOT_FINGERPRINTED = new Set(['sessions', 'refresh_tokens', 'attempt_counters']);
/** Columns the background jobs move on their own (the outbox sender, the payout job). */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = {
  outbox_messages: [
    'state',
    'attempts',
    'claimed_until',
    'next_attempt_at',
    'last_error',
    'sent_at',
  ],
  payouts: ['state', 'attempts', 'claimed_until', 'due_at', 'transfer_reference', 'last_error'],
};

/**
 * One query answering, for every table, its row count and its newest row version: each insert
 * or update writes a row version with a newer transaction id (xmin), and a delete lowers the
 * count, so any write shows, even one that wrote the same values. The two tables the background
 * jobs move are hashed by their other columns instead.
 */
export async function fingerprinter(t: TestApp): Promise<() => Promise<Record<string, string>>> {
  const columns = (await t.db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns.rows) {
    if (NOT_FINGERPRINTED.has(table)) continue;
    const stable = !VOLATILE_COLUMNS[table]?.includes(column);
    byTable.set(table, [...(byTable.get(table) ?? []), ...(stable ? [`"${column}"`] : [])]);
  }
  const parts = [...byTable].map(([table, cols]) => {
    const version = VOLATILE_COLUMNS[table]
      ? `sum(hashtextextended(row(${cols.join(', ')})::text, 0))`
      : 'max(xmin::text::bigint)';
    return `SELECT '${table}' AS t, count(*)::int AS n, coalesce(${version}, 0)::text AS h FROM "${table}"`;
  });
  const query = sql.raw(parts.join(' UNION ALL '));
  return async () => {
    const result = (await t.db.execute(query)) as unknown as {
      rows: { t: string; n: number; h: string }[];
    };
    return Object.fromEntries(result.rows.map((r) => [r.t, `${r.n}:${r.h}`]));
  };
}

/** Fastify's path as a pattern its filled URLs match: `:param` is one segment's text. */
export function routePattern(path: string): RegExp {
  const escaped = path
    .split(/(:[A-Za-z][A-Za-z0-9_]*)/)
    .map((part) => (part.startsWith(':') ? '[^/?]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}(\\?.*)?$`);
}
