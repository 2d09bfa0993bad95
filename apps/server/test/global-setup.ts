import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openPostgres, wrapPglite } from '../src/db/client.ts';
import { seedDemoData } from '../src/db/seed.ts';
import { databaseUrlFor } from './test-database.ts';
import { TEST_SECRETS } from './test-secrets.ts';

/**
 * The template is named after the database the run connects to, so runs against different
 * databases of one server (two developers' checkouts, say) never drop each other's template.
 */
function templateNameFor(databaseUrl: string): string {
  const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) || 'postgres';
  return `ignite_template_${database.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/**
 * Migrates and seeds one template per test run; every test copies it. With DATABASE_URL set
 * the template is a PostgreSQL database, otherwise a dump of an in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateName = templateNameFor(databaseUrl);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${templateName}"`);
    await admin.end();
    const template = openPostgres(databaseUrlFor(databaseUrl, templateName), { poolSize: 2 });
    await template.migrate();
    await seedDemoData(template.db, TEST_SECRETS);
    await template.close();
    project.provide('templateDatabase', {
      kind: 'postgres',
      adminUrl: databaseUrl,
      templateName,
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
