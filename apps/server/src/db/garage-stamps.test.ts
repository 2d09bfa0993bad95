// The garage's stamping triggers as the database catalogue has them (information_schema and
// pg_catalog, the same on PGlite and PostgreSQL), held to the list in garage-stamps.ts: each
// listed table stamps on every insert, update and delete, and no other table stamps at all.
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database, DatabaseHandle } from './client.ts';
import { GARAGE_STAMPS } from './garage-stamps.ts';

const triggerRows = z.array(
  z.object({
    table: z.string(),
    trigger: z.string(),
    event: z.string(),
    timing: z.string(),
    orientation: z.string(),
    source: z.string(),
  }),
);

/** Every trigger in our schema, one row per event, with its function's source. */
async function readTriggers(db: Database) {
  const result = await db.execute(sql`
    SELECT t.event_object_table AS "table", t.trigger_name AS "trigger",
           t.event_manipulation AS "event", t.action_timing AS "timing",
           t.action_orientation AS "orientation", p.prosrc AS "source"
    FROM information_schema.triggers t
    JOIN pg_catalog.pg_namespace n ON n.nspname = t.event_object_schema
    JOIN pg_catalog.pg_class c ON c.relnamespace = n.oid AND c.relname = t.event_object_table
    JOIN pg_catalog.pg_trigger tg ON tg.tgrelid = c.oid AND tg.tgname = t.trigger_name
    JOIN pg_catalog.pg_proc p ON p.oid = tg.tgfoid
    WHERE t.event_object_schema = current_schema()`);
  return triggerRows.parse((result as { rows: unknown }).rows);
}

type Stamps = 'vehicle' | 'app';
type StampingTrigger = {
  table: string;
  stamps: Stamps | string;
  timing: string;
  orientation: string;
  events: string[];
};

const stampedTables: Record<string, Stamps> = {
  [getTableName(GARAGE_STAMPS.stamped.vehicle)]: 'vehicle',
  [getTableName(GARAGE_STAMPS.stamped.app)]: 'app',
};

/** What a trigger function stamps, read from its source; null when it stamps nothing. */
function stampsOf(table: string, source: string): Stamps | string | null {
  if (!/garage_version/i.test(source)) return null;
  if (/NEW\.garage_version\s*:=/i.test(source)) return stampedTables[table] ?? `${table} itself`;
  if (/UPDATE\s+vehicles\s+SET\s+garage_version/i.test(source)) return 'vehicle';
  if (/UPDATE\s+app_configurations\s+SET\s+garage_version/i.test(source)) return 'app';
  return `something unknown: ${source}`;
}

/** The stamping triggers, one entry per trigger with its events. */
async function stampingTriggers(db: Database): Promise<StampingTrigger[]> {
  const byTrigger = new Map<string, StampingTrigger>();
  for (const row of await readTriggers(db)) {
    const stamps = stampsOf(row.table, row.source);
    if (stamps === null) continue;
    const key = `${row.table}.${row.trigger}`;
    const found = byTrigger.get(key) ?? {
      table: row.table,
      stamps,
      timing: row.timing,
      orientation: row.orientation,
      events: [],
    };
    found.events = [...found.events, row.event].sort();
    byTrigger.set(key, found);
  }
  return [...byTrigger.values()];
}

const everyWrite = ['DELETE', 'INSERT', 'UPDATE'];
const restamps = (stamps: Stamps) => (table: Parameters<typeof getTableName>[0]) => ({
  table: getTableName(table),
  stamps,
  timing: 'AFTER',
  orientation: 'ROW',
  events: everyWrite,
});
const expected: StampingTrigger[] = [
  ...Object.entries(stampedTables).map(([table, stamps]) => ({
    table,
    stamps,
    timing: 'BEFORE',
    orientation: 'ROW',
    events: ['UPDATE'],
  })),
  ...GARAGE_STAMPS.vehicle.map(restamps('vehicle')),
  ...GARAGE_STAMPS.app.map(restamps('app')),
];

describe('the tables that stamp the garage', () => {
  let database: DatabaseHandle;
  let triggers: StampingTrigger[];
  beforeAll(async () => {
    database = await openTestDatabase();
    triggers = await stampingTriggers(database.db);
  });
  afterAll(() => database.close());

  it.each(expected.map((trigger) => [trigger.table, trigger] as const))(
    'finds the stamping trigger of %s',
    (table, trigger) => {
      expect(triggers.filter((t) => t.table === table)).toEqual([trigger]);
    },
  );

  it('finds no stamping trigger on a table that is not listed', () => {
    const listed = new Set(expected.map((t) => t.table));
    expect(triggers.filter((t) => !listed.has(t.table))).toEqual([]);
  });

  it('gives each new vehicle and app its first stamp from the column default', async () => {
    const result = await database.db.execute(sql`
      SELECT table_name AS "table", column_default AS "default"
      FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'garage_version'`);
    const defaults = z
      .array(z.object({ table: z.string(), default: z.nullable(z.string()) }))
      .parse((result as { rows: unknown }).rows);
    expect(defaults.map((d) => d.table).sort()).toEqual(Object.keys(stampedTables).sort());
    for (const { default: columnDefault } of defaults) {
      expect(columnDefault).toMatch(/nextval\('garage_version'/);
    }
  });
});
