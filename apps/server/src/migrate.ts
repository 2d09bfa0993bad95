// `npm run db:migrate`: applies the committed migrations to the configured database and stops,
// so an operator can prepare a database before the first server starts. It never seeds.
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/open.ts';

const config = loadConfig();
const database = await connectDatabase(config);
try {
  await database.withSetupLock(() => database.migrate());
  process.stdout.write(`Migrated the ${database.kind} database; nothing was seeded.\n`);
} finally {
  await database.close();
}
