// One seeded database for the whole browser run, seeded once and copied per test file.
// The real server migrates and seeds a data directory once, exactly as `npm start` does on
// first start, and stops cleanly; every test file's server then starts on a copy of it: some
// 8 s less per file than migrating and seeding afresh, with the same data.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

export default async function setup(project: TestProject) {
  const templateDir = await mkdtemp(path.join(os.tmpdir(), 'ignite-e2e-template-'));
  const server = await startServer({}, { dataDir: templateDir });
  await server.stop();
  project.provide('e2eTemplateDataDir', templateDir);
  return () => rm(templateDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplateDataDir: string;
  }
}
