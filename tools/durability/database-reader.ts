// Reading the database the server wrote, to check it: PostgreSQL over a connection of our own;
// PGlite, which belongs to one process, only while no server has it open. After a kill, the
// data directory is copied as the dead process left it and the copy is read, so the restarted
// server still recovers from the crash itself (and may start while the copy is read).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Cleanup } from '../cleanup.ts';

/** A query's rows. Cast sums and bigints to int in SQL: both drivers then give numbers. */
export type Sql = <Row extends object>(text: string, params?: unknown[]) => Promise<Row[]>;

export async function readPostgres<T>(url: string, read: (sql: Sql) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await read(async <Row extends object>(text: string, params?: unknown[]) => {
      const result = await client.query<Row>(text, params);
      return result.rows;
    });
  } finally {
    await client.end();
  }
}

/**
 * The database in a PGlite directory (DATA_DIR/pgdata, or a copy of it), opened with the
 * extension the migrations create, as the server opens it (createPglite in db/client.ts).
 */
export async function readPglite<T>(pgdata: string, read: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await PGlite.create({ dataDir: pgdata, extensions: { pg_trgm } });
  try {
    return await read(async <Row extends object>(text: string, params?: unknown[]) => {
      const result = await client.query<Row>(text, params);
      return result.rows;
    });
  } finally {
    await client.close();
  }
}

export const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

/** A copy of a stopped server's PGlite directory; removed by `dispose` (or at cleanup). */
export async function copyPgdata(dataDir: string, cleanup: Cleanup) {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'ignite-pglite-snapshot-'));
  const dispose = () => rm(copy, { recursive: true, force: true });
  cleanup.add(dispose);
  await cp(pgdataOf(dataDir), copy, { recursive: true });
  return { pgdata: copy, dispose };
}
