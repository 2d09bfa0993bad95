import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { DEMO_MODE_WARNING, EMPTY_DATABASE_NEXT_STEP, loadConfig } from './config/config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { holdsNoUser, openDatabase } from './db/open.ts';
import { resolveSecrets } from './config/secrets.ts';

/**
 * Opens the configured database, builds the app and listens, stopping cleanly on SIGINT and
 * SIGTERM. `extend` may add routes before listening: the garage benchmark adds its yardstick.
 */
export async function serve(
  extend?: (app: FastifyInstance, database: DatabaseHandle) => void,
): Promise<FastifyInstance> {
  const config = loadConfig();
  const secrets = resolveSecrets(config);
  const database = await openDatabase(config, secrets);
  const app = await buildApp({ config, database, secrets });
  extend?.(app, database);

  async function shutdown(signal: string) {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Ignite is serving at ${config.publicUrl} on the ${database.kind} database`);
  if (config.demoMode) app.log.warn(DEMO_MODE_WARNING);
  else if (await holdsNoUser(database.db)) app.log.warn(EMPTY_DATABASE_NEXT_STEP);
  return app;
}
