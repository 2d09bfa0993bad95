import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as bookingSchema from './booking-schema.ts';
import * as carePlanSchema from './care-plan-schema.ts';
import * as dealerModeSchema from './dealer-mode-schema.ts';
import * as cashbackSchema from './cashback-schema.ts';
import * as garageSchema from './garage-schema.ts';
import * as healthMonitorSchema from './health-monitor-schema.ts';
import * as welcomeFlowSchema from './welcome-flow-schema.ts';
import * as marketplaceSchema from './marketplace-schema.ts';
import * as notificationsSchema from './notifications-schema.ts';
import * as outboxSchema from './outbox-schema.ts';
import * as relations from './relations.ts';
import * as safetySchema from './safety-schema.ts';
import * as coreSchema from './schema.ts';

/** Every table and their relations; the garage tables live in their own file to keep each small. */
const schema = {
  ...coreSchema,
  ...garageSchema,
  ...carePlanSchema,
  ...outboxSchema,
  ...healthMonitorSchema,
  ...welcomeFlowSchema,
  ...marketplaceSchema,
  ...cashbackSchema,
  ...safetySchema,
  ...dealerModeSchema,
  ...bookingSchema,
  ...notificationsSchema,
  ...relations,
};
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  /** Runs `work` while no other server instance runs its own setup (migrations, seed). */
  withSetupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const drizzleOptions = { schema, casing: 'snake_case' } as const;
/** Serialises migrations and seeding across server instances sharing one PostgreSQL. */
const SETUP_LOCK_ID = 7_160_331;

type PostgresOptions = {
  poolSize?: number;
  /** An idle pooled connection was closed by the server (a restart, a terminated backend). */
  onIdleConnectionLost?: (error: Error) => void;
};

const warnIdleConnectionLost = (error: Error) =>
  process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`);

export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // Without a listener the pool rethrows an idle connection's error and the process dies;
  // the pool has already dropped that connection and opens a new one on the next query.
  pool.on('error', options.onIdleConnectionLost ?? warnIdleConnectionLost);
  const db = drizzlePg(pool, drizzleOptions);
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async withSetupLock(work) {
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK_ID]);
        return await work();
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK_ID]);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Wraps an open PGlite (a data directory, or a copy of a seeded template in tests). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, drizzleOptions);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite belongs to one process: there is no other instance to wait for.
    withSetupLock: (work) => work(),
    close: () => client.close(),
  };
}

/**
 * A PGlite with the extensions the migrations create (pg_trgm for the offer search's index).
 * Every PGlite the app or its tests open comes from here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  return wrapPglite(await createPglite({ dataDir: dir }));
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
