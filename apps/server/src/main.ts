import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { resolveSigningKey } from './signing-key.ts';

const config = loadConfig();
const database = await openDatabase(config);
const app = await buildApp({ config, database, signingKey: resolveSigningKey(config) });

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
