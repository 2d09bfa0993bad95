// docs/architecture.md's checkable claims, held against the code: only repositories touch the
// database (with the exceptions the document lists, and no more), every server module is wired
// in modules/index.ts, routes create nothing, and every path the document names exists. Each
// check is first shown to catch a fixture that breaks it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  databaseOutsideRepositories,
  databaseUses,
  describeFinding,
  type Exceptions,
  isRepositoryFile,
  isRoutesFile,
  missingPaths,
  MODULES_DIR,
  pathsInCode,
  routeCreations,
  unwiredModules,
} from './architecture-checks.ts';
import { readSources } from './import-cycles.ts';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const DOC = 'docs/architecture.md';
const exists = (workspacePath: string) => existsSync(path.join(root, workspacePath));

const M = MODULES_DIR;

/** Module files that reach the database and may: each is not a module's own code. */
const KEPT: Exceptions = {
  [`${M}/index.ts`]: 'the wiring: it creates every repository over the database handle',
  [`${M}/health/service.ts`]: 'the health check pings the database, which is what it reports on',
  [`${M}/garage/my-garage/my-garage-query.ts`]:
    'the one My Garage statement (decision 0011), prepared by my-garage-repository.ts alone',
};

/**
 * Module files still in the older shape: a service that takes the database, opens its own
 * transactions or writes its own queries. The document lists them; moving one's SQL into its
 * repository takes it off this list (the test says so when it no longer reaches the database).
 */
const NOT_YET_MOVED: Exceptions = {
  [`${M}/garage/conditions/condition-service.ts`]:
    'opens transactions over the garage repositories itself',
  [`${M}/garage/schedule/schedule-service.ts`]:
    'opens transactions over the garage repositories itself',
  [`${M}/auth/sessions/session-service.ts`]: 'opens transactions over its repository itself',
  [`${M}/booking/booking-service.ts`]: 'opens transactions, inserts the appointment itself',
  [`${M}/booking/booking-change-service.ts`]: 'opens transactions itself',
  [`${M}/booking/booking-dealership.ts`]: "passes the caller's transaction to the repository",
  [`${M}/booking/owner-limits.ts`]: "passes the caller's transaction to the repository",
  [`${M}/care-plan/acknowledge-protect.ts`]: 'queries in the service',
  [`${M}/care-plan/home-dealership.ts`]: 'queries in the service',
  [`${M}/care-plan/dealership-care-plan.ts`]:
    "repository code under another name, run in the caller's transaction",
  [`${M}/welcome-flow/welcome-flow.ts`]: 'queries in the service',
  [`${M}/welcome-flow/mobile-verification.ts`]: 'queries in the service',
  [`${M}/timeline/timeline-feed.ts`]: 'queries in the service',
};

const usesIn = (source: string, file = `${M}/area/area-service.ts`) =>
  databaseUses(file, source).map((f) => f.what);

describe('only repositories touch the database', () => {
  it('knows a repository file by its name', () => {
    for (const name of ['repository.ts', 'offer-repository.ts', 'repositories.ts'])
      expect(isRepositoryFile(`${M}/area/${name}`), name).toBe(true);
    expect(isRepositoryFile(`${M}/cashback/cashback-repositories.ts`)).toBe(true);
    for (const name of ['repository-view.ts', 'offer-service.ts', 'my-garage-query.ts'])
      expect(isRepositoryFile(`${M}/area/${name}`), name).toBe(false);
  });

  it('catches each way of reaching the database', () => {
    expect(usesIn(`import { eq } from 'drizzle-orm';`)).toEqual([
      "imports Drizzle's query builder from 'drizzle-orm'",
    ]);
    expect(usesIn(`import { PgDialect } from 'drizzle-orm/pg-core';`)).toHaveLength(1);
    expect(usesIn(`import { vehicles } from '../../db/schema.ts';`)).toEqual([
      'imports tables from db/schema.ts',
    ]);
    expect(usesIn(`import type { Database } from '../../db/client.ts';`)).toEqual([
      'takes the database handle (db/client.ts)',
    ]);
    expect(usesIn(`const rows = await db\n  .select()\n  .from(t);`)).toEqual([
      'runs a query on the handle: db.select',
    ]);
    expect(usesIn(`await tx.insert(t).values(v);`)).toHaveLength(1);
    expect(usesIn(`await database.db.delete(t);`)).toHaveLength(1);
    expect(usesIn(`return db.transaction(async (t) => work(t));`)).toHaveLength(1);
    expect(usesIn(`const row = await db.query.users.findFirst();`)).toHaveLength(1);
    expect(usesIn('const now = sql`now()`;')).toEqual(['writes raw SQL (sql`...`)']);
    expect(usesIn('const list = sql.join(parts, sep);')).toEqual(['writes raw SQL (sql.join)']);
  });

  it('does not take code that only looks like a query', () => {
    const innocent = [
      `import type { SQL } from 'drizzle-orm';`,
      `import { type SQL } from 'drizzle-orm';`,
      `import type { vehicles } from '../../db/schema.ts';`,
      `createHmac('sha256', key).update(text).digest('hex');`,
      `entries.delete(key);`,
      `await links.insert(link, now);`,
      `await tx.payouts.update(id, values);`,
      `await tx.insertScans(rows);`,
      `return repository.transaction(async (tx) => tx.upsert(row));`,
      `registerEndpoint(app, offerSearch, async ({ query }) => service.search(query.query));`,
      `// an old note: db.select() ran here\nconst sqlText = 'db.insert(x)';`,
    ];
    for (const source of innocent) expect(usesIn(source), source).toEqual([]);
  });

  it('reports a module file that reaches the database, and an exception that no longer does', () => {
    const files = new Map([
      [`${M}/area/area-repository.ts`, `import { eq } from 'drizzle-orm';`],
      [`${M}/area/area-service.ts`, `export const f = (db: D) => db.select().from(t);`],
      [`${M}/area/area.test.ts`, `await t.db.select().from(t);`],
      [`${M}/area/area-view.ts`, `export const view = (row: Row) => row.id;`],
    ]);
    const { unexpected, stale } = databaseOutsideRepositories(files, {
      [`${M}/area/area-view.ts`]: 'once ran a query',
    });
    expect(unexpected.map(describeFinding)).toEqual([
      `${M}/area/area-service.ts:1 runs a query on the handle: db.select`,
    ]);
    expect(stale).toEqual([`${M}/area/area-view.ts`]);
  });

  it('holds in the server: only the listed files, each still needing its place on the list', () => {
    const files = readSources(root, [MODULES_DIR]);
    const { unexpected, stale } = databaseOutsideRepositories(files, {
      ...KEPT,
      ...NOT_YET_MOVED,
    });
    expect(unexpected.map(describeFinding), 'move the SQL into the repository').toEqual([]);
    expect(stale, 'no longer touches the database: take it off the list and the doc').toEqual([]);
  });

  it('lists in docs/architecture.md every file allowed to touch the database', () => {
    const named = new Set(pathsInCode(readFileSync(path.join(root, DOC), 'utf8')));
    const unnamed = Object.keys({ ...KEPT, ...NOT_YET_MOVED }).filter((f) => !named.has(f));
    expect(unnamed).toEqual([]);
  });
});

describe('every module is wired in modules/index.ts', () => {
  it('reports a module folder the wiring does not import', () => {
    const wiring = `import { a } from './alpha/index.ts';\nimport { b } from './beta/beta-service.ts';\n`;
    expect(unwiredModules(['alpha', 'beta', 'gamma'], wiring)).toEqual(['beta', 'gamma']);
  });

  it('holds in the server', () => {
    const folders = readdirSync(path.join(root, MODULES_DIR), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    const wiring = readFileSync(path.join(root, MODULES_DIR, 'index.ts'), 'utf8');
    expect(unwiredModules(folders, wiring)).toEqual([]);
  });
});

describe('routes create nothing', () => {
  it('knows a routes file by its name', () => {
    expect(isRoutesFile(`${M}/safety/routes.ts`)).toBe(true);
    expect(isRoutesFile(`${M}/marketplace/image-routes.ts`)).toBe(true);
    expect(isRoutesFile(`${M}/auth/routes-view.ts`)).toBe(false);
  });

  it('reports a repository or service made, or a repository imported, in a routes file', () => {
    const source = [
      `import { createShareLinkRepository } from './share-link-repository.ts';`,
      `import { OfferCache } from './offer-cache.ts';`,
      `const links = createShareLinkService({ links: createShareLinkRepository(db) });`,
      `const cache = new OfferCache();`,
      `const other = new LedgerService();`,
    ].join('\n');
    expect(routeCreations(`${M}/safety/routes.ts`, source).map(describeFinding)).toEqual([
      `${M}/safety/routes.ts:1 imports code from ./share-link-repository.ts`,
      `${M}/safety/routes.ts:3 calls createShareLinkService(`,
      `${M}/safety/routes.ts:3 calls createShareLinkRepository(`,
      `${M}/safety/routes.ts:4 constructs new OfferCache`,
      `${M}/safety/routes.ts:5 constructs new LedgerService`,
    ]);
  });

  it('lets a routes file call its services, name contracts and throw', () => {
    const source = [
      `import type { OutboxRepository } from './outbox-repository.ts';`,
      `import { createShareLink } from '@ignite/domain/contract/safety';`,
      `registerEndpoint(app, createShareLink, async ({ body, user }) => links.create(user.userId, body));`,
      `if (!ok) throw new Error('refused');`,
    ].join('\n');
    expect(routeCreations(`${M}/safety/routes.ts`, source)).toEqual([]);
  });

  it('holds in the server', () => {
    const files = [...readSources(root, [MODULES_DIR])].filter(([file]) => isRoutesFile(file));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap(([file, source]) => routeCreations(file, source));
    expect(found.map(describeFinding)).toEqual([]);
  });
});

describe('docs/architecture.md names only paths that exist', () => {
  it('reports a named path or a link that does not exist, and leaves commands and patterns', () => {
    const markdown = [
      'See `apps/server/src/core/` and `apps/server/src/nowhere.ts`, `@/shared/api/client.ts`,',
      '`@ignite/domain/contract/garage`, `@test/dom-setup.ts` and `@/shared/gone.ts`.',
      'Not paths: `routes.ts`, `*-repository.ts`, `modules/<name>/index.ts`, `/api/`,',
      '`npm run validate`, `https://example.com/x`, `api.call`.',
      '[decision 0013](decisions/0013-rooms-layers-and-endpoint-contracts.md), [gone](decisions/9999-x.md)',
      '```',
      'apps/server/src/inside-a-fence.ts `apps/server/src/fenced.ts`',
      '```',
    ].join('\n');
    expect(missingPaths(DOC, markdown, exists)).toEqual([
      'apps/server/src/nowhere.ts',
      'apps/web/src/shared/gone.ts',
      'docs/decisions/9999-x.md (link)',
    ]);
  });

  it('holds for the document', () => {
    const markdown = readFileSync(path.join(root, DOC), 'utf8');
    expect(pathsInCode(markdown).length).toBeGreaterThan(30);
    expect(missingPaths(DOC, markdown, exists)).toEqual([]);
  });
});
