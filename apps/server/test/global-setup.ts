import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openPostgres, wrapPglite } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { databaseUrlFor } from './test-database.ts';
import { TEST_SECRETS } from './test-secrets.ts';

const TEMPLATE_NAME = 'ignite_test_template';

/**
 * Migrates and seeds one template per test run; every test copies it. With DATABASE_URL set
 * the template is a PostgreSQL database, otherwise a dump of an in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_NAME}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${TEMPLATE_NAME}"`);
    await admin.end();
    const template = openPostgres(databaseUrlFor(databaseUrl, TEMPLATE_NAME), { poolSize: 2 });
    await template.migrate();
    await seedDemoData(template.db, TEST_SECRETS);
    await template.close();
    project.provide('templateDatabase', {
      kind: 'postgres',
      adminUrl: databaseUrl,
      templateName: TEMPLATE_NAME,
    });
    return;
  }

  const client = await createPglite();
  const template = wrapPglite(client);
  await template.migrate();
  await seedDemoData(template.db, TEST_SECRETS);
  const dump = await client.dumpDataDir('none');
  await template.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ignite-test-'));
  const dumpFile = path.join(dir, 'template.tar');
  await fs.writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDatabase', { kind: 'pglite', dumpFile });
  return () => fs.rm(dir, { recursive: true, force: true });
}
