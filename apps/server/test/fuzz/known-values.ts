// The values the route fuzz draws on besides made-up ones, by the name of the field they were
// found in: the signed-in persona's own (from their session and a few of their answers), and
// the seeded database's (a column's name, or a table's id as `<table>Id`). With them a
// generated request names a vehicle, a condition or an originator code that exists, and
// reaches the code behind "not found" and "not yours".
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { Session } from '@ignite/domain/session';
import type { TestApp } from '../test-app.ts';
import type { KnownValues } from './zod-arbitrary.ts';

/** Rows read from each table: enough for variety, few enough to stay quick. */
const ROWS_PER_TABLE = 40;
const CONTROL = /\p{Cc}/u;

type Named = Map<string, Set<string>>;

/** Every text in a JSON value, under the name of the field (or list) it sits in. */
function collect(value: unknown, into: Named, name = '') {
  if (typeof value === 'string') {
    if (name && value.length <= 100 && !CONTROL.test(value)) {
      into.set(name, (into.get(name) ?? new Set()).add(value));
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, name);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) collect(item, into, key);
  }
}

const camel = (snake: string) => snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** A table's id by the name requests give it: vehicles.id is a `vehicleId`. */
const idName = (table: string) => `${camel(table).replace(/ies$/, 'y').replace(/s$/, '')}Id`;

const frozen = (named: Named): ReadonlyMap<string, readonly string[]> =>
  new Map([...named].map(([name, values]) => [name, [...values].sort()]));

/** The seeded database's values, by column. */
export async function storedValues(t: TestApp): Promise<ReadonlyMap<string, readonly string[]>> {
  const tables = (await t.db.execute(
    sql`SELECT table_name AS t FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { t: string }[] };
  const stored: Named = new Map();
  for (const { t: table } of tables.rows) {
    const rows = (await t.db.execute(
      sql`SELECT row_to_json(x) AS r FROM ${sql.identifier(table)} x LIMIT ${ROWS_PER_TABLE}`,
    )) as unknown as { rows: { r: Record<string, unknown> }[] };
    for (const { r } of rows.rows) {
      for (const [column, value] of Object.entries(r)) {
        collect(value, stored, column === 'id' ? idName(table) : camel(column));
      }
    }
  }
  return frozen(stored);
}

/** What a persona's own answers hold: their consumer, vehicle, conditions, cards, apps. */
async function ownValues(
  t: TestApp,
  session: Session,
): Promise<ReadonlyMap<string, readonly string[]>> {
  const own: Named = new Map();
  collect(session.user, own);
  const { organisationConsumerId, appConsumerId, activeVehicle } = session.user;
  const vehicleId = activeVehicle?.vehicleId;
  const views: Omit<InjectOptions, 'headers'>[] = [
    { method: 'GET', url: '/api/safety/share-links' },
    { method: 'POST', url: '/api/dealermode/list/app-configurations', payload: {} },
    ...(organisationConsumerId && vehicleId
      ? [
          {
            method: 'GET' as const,
            url: `/api/consumer/${organisationConsumerId}/my-garage/${vehicleId}`,
          },
        ]
      : []),
    ...(appConsumerId && vehicleId
      ? [
          {
            method: 'POST' as const,
            url: '/api/igniteprofile',
            payload: { appConsumerId, vehicleId },
          },
          {
            method: 'GET' as const,
            url: `/api/marketplace/offers?appConsumerId=${appConsumerId}&appConfigurationId=${activeVehicle.appConfigurationId}&pageSize=20`,
          },
        ]
      : []),
  ];
  for (const view of views) {
    const response = await t.app.inject({
      ...view,
      headers: { authorization: `Bearer ${session.tokens.accessToken}` },
    } as InjectOptions);
    if (response.statusCode === 200) collect(response.json(), own);
  }
  return frozen(own);
}

export async function knownValues(
  t: TestApp,
  session: Session,
  stored: ReadonlyMap<string, readonly string[]>,
): Promise<KnownValues> {
  return { own: await ownValues(t, session), stored };
}
