import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, type DatabaseHandle, openPostgres, wrapPglite } from '../src/db/client.ts';

/** Where the seeded template lives; set up once per run by global-setup.ts. */
export type TemplateDatabase =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; templateName: string };

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase;
  }
}

export function databaseUrlFor(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A private copy of the seeded template database, dropped again on close. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('templateDatabase');
  if (template.kind === 'pglite') {
    const dump = await fs.readFile(template.dumpFile);
    return wrapPglite(await createPglite({ loadDataDir: new Blob([dump]) }));
  }
  const name = `ignite_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.templateName}"`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(databaseUrlFor(template.adminUrl, name), {
    poolSize: 20,
    // DROP DATABASE ... WITH (FORCE) below terminates connections the pool is still closing.
    onIdleConnectionLost: () => undefined,
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: template.adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
