// The OpenAPI document integrators read: served at /api/docs/json from the endpoint
// contracts, kept in docs/openapi.json (`npm run openapi` writes it), linted clean on Redocly's
// recommended rules, and covering exactly the routes the server serves.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { isApiRoute } from './plugins/route-table.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const redocly = path.join(repoRoot, 'node_modules/@redocly/cli/bin/cli.js');

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, unknown>;
};
type Document = {
  info: { version: string; license?: unknown; contact?: unknown };
  servers?: unknown[];
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
};

let t: TestApp;
let document: Document;

beforeAll(async () => {
  // Demo mode, as the demo's routes are part of the document.
  t = await startTestApp({ demoMode: true });
  document = (await t.app.inject({ url: '/api/docs/json' })).json<Document>();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is the one in docs/openapi.json (`npm run openapi` writes it)', async () => {
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot(
      path.join(repoRoot, 'docs/openapi.json'),
    );
  });

  it('documents every route the server serves, and serves every route it documents', () => {
    const served = t.app.routeTable
      .filter((route) => isApiRoute(route.url))
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([route, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${route.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .sort();
    expect(documented).toEqual(served);
    expect(served.length).toBeGreaterThanOrEqual(100);
  });

  it('names its version, licence, contact, servers and the tag of every operation', async () => {
    const { version } = (await import('../package.json', { with: { type: 'json' } })).default;
    expect(document.info).toMatchObject({ version, license: expect.anything() });
    expect(document.info.contact).toBeDefined();
    expect(document.servers?.length).toBeGreaterThan(0);
    const tags = new Set(document.tags?.map((tag) => tag.name));
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        expect(
          operation.tags?.every((tag) => tags.has(tag)),
          operation.operationId,
        ).toBe(true);
      }
    }
  });

  it('lints clean on Redocly’s recommended rules: no error and no warning', async () => {
    // The served document, where the repository keeps it in a folder of its own, beside the
    // repository's linter settings: the file may not be written yet (`npm run openapi`).
    const folder = await mkdtemp(path.join(os.tmpdir(), 'ignite-openapi-'));
    await mkdir(path.join(folder, 'docs'));
    await writeFile(path.join(folder, 'docs/openapi.json'), JSON.stringify(document));
    for (const file of ['redocly.yaml', '.redocly.lint-ignore.yaml']) {
      await copyFile(path.join(repoRoot, file), path.join(folder, file));
    }
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [redocly, 'lint', 'docs/openapi.json', '--format=json'],
      {
        cwd: folder,
        // No telemetry and no check for a newer version: CI reaches no such service.
        // eslint-disable-next-line no-restricted-syntax -- the linter's environment, not config
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    )
      .catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }))
      .finally(() => rm(folder, { recursive: true, force: true }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number; warnings: number; ignored: number };
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    const problems = report.problems.map(
      (p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    // Only the three operations that cannot answer a 4xx (.redocly.lint-ignore.yaml).
    expect(report.totals.ignored).toBe(3);
  });
});
