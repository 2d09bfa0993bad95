// The real server, started as a child process exactly as `npm start` runs it, on a fresh
// embedded database, so the browser tests exercise what a user would get.
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, startChildServer } from '../tools/child-server.ts';
import { Cleanup } from '../tools/cleanup.ts';

export type TestServer = {
  url: string;
  /** Everything the server printed so far (its log lines), up to 1 MB. */
  output: () => string;
  stop: () => Promise<void>;
};

const repoRoot = path.resolve(import.meta.dirname, '..');
const webIndex = path.join(repoRoot, 'apps/web/dist/index.html');
const HOST = '127.0.0.1';

/**
 * Where the server keeps its data: `dataDir` itself (the run's template, made once), or a
 * fresh directory, holding a copy of `template` when one is given.
 */
export type ServerData = { dataDir?: string; template?: string };

export async function startServer(
  extraEnv: Record<string, string> = {},
  data: ServerData = {},
): Promise<TestServer> {
  // Without a build the server answers 404 for every page; say what to do instead of
  // letting every browser step time out.
  if (!existsSync(webIndex)) {
    throw new Error(`${webIndex} is missing: run \`npm run build\` before the e2e tests.`);
  }
  const cleanup = new Cleanup();
  let dataDir = data.dataDir;
  if (!dataDir) {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'ignite-e2e-'));
    cleanup.add(() => rm(fresh, { recursive: true, force: true }));
    if (data.template) await cp(data.template, fresh, { recursive: true });
    dataDir = fresh;
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The browser tests run on the embedded database, whatever the API tests use.
  delete env.DATABASE_URL;
  const port = await freePort(HOST);
  try {
    const server = await startChildServer({
      name: 'Ignite server',
      script: 'apps/server/src/main.ts',
      cwd: repoRoot,
      // Demo mode unless the test says otherwise (extraEnv comes after the defaults).
      env: {
        ...env,
        DEMO_MODE: 'true',
        // Reminders are queued when a test asks (POST /api/demo/jobs/reminders), not by the clock.
        REMINDER_HOUR: 'off',
        LOG_LEVEL: 'warn',
        ...extraEnv,
        DATA_DIR: dataDir,
        HOST,
        PORT: String(port),
      },
      host: HOST,
      port,
      readyPath: '/api/health',
      readyTimeoutMs: 60_000,
      cleanup,
      outputTailChars: 1_000_000,
    });
    return { url: server.baseUrl, output: server.output, stop: () => cleanup.run() };
  } catch (error) {
    await cleanup.run();
    throw error;
  }
}
