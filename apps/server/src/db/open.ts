import { sql } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import type { Secrets } from '../config/secrets.ts';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { users } from './schema.ts';
import { seedDemoData } from './seed.ts';

/** The configured database, connected but not yet migrated. */
export async function connectDatabase(config: Config): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize })
    : await openPglite(config.dataDir);
}

/**
 * Opens the configured database and applies the migrations. Only demo mode seeds it: the demo
 * world's accounts share a published password, so a real deployment must never get them.
 */
export async function openDatabase(config: Config, secrets: Secrets): Promise<DatabaseHandle> {
  const database = await connectDatabase(config);
  await database.withSetupLock(async () => {
    await database.migrate();
    if (config.demoMode) await seedDemoData(database.db, secrets);
  });
  return database;
}

/** True while nobody could sign in: a new deployment, before its first account. */
export async function holdsNoUser(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return (row?.count ?? 0) === 0;
}
