import type { Config } from '../config.ts';
import type { Secrets } from '../secrets.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';
import { seedDemoData } from './seed.ts';

/** Opens the configured database, applies migrations and seeds it when it is empty. */
export async function openDatabase(config: Config, secrets: Secrets): Promise<DatabaseHandle> {
  const database = config.databaseUrl
    ? openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize })
    : await openPglite(config.dataDir);
  await database.withSetupLock(async () => {
    await database.migrate();
    await seedDemoData(database.db, secrets);
  });
  return database;
}
