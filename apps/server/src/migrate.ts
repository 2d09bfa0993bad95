// `npm run db:migrate`: applies the committed migrations to the configured database and stops,
// so an operator can prepare a database before the first server starts. It never seeds.
import { z } from 'zod/mini';
import { loadConfig } from './config/config.ts';
import { connectDatabase } from './db/open.ts';

// zod's default messages in English (a wrong setting's), as app.ts does for the server: classic
// zod loaded them by itself, zod/mini does not.
z.config(z.locales.en());

const config = loadConfig();
const database = await connectDatabase(config);
try {
  await database.withSetupLock(() => database.migrate());
  process.stdout.write(`Migrated the ${database.kind} database; nothing was seeded.\n`);
} finally {
  await database.close();
}
