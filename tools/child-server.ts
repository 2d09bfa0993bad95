// Servers under test run as child processes so the load generator (this process) never competes
// with them for the same event loop; a shared thread would make every figure meaningless.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cleanup } from './cleanup.ts';

export type ChildServer = {
  name: string;
  baseUrl: string;
  /** For reading its CPU time; undefined only if the spawn failed. */
  pid: number | undefined;
  /** The last of what it printed (stdout and stderr together). */
  output: () => string;
  stop: () => Promise<void>;
};

export type ChildServerOptions = {
  name: string;
  /** A TypeScript entry point, run with `node --import tsx`. */
  script: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  host: string;
  port: number;
  /** Polled with GET until it answers 200. */
  readyPath: string;
  readyTimeoutMs: number;
  /** The server is registered here as soon as it is spawned, so Ctrl+C during start-up stops it. */
  cleanup: Cleanup;
  /** How much of its output to keep; 8,000 characters unless a test reads all of it. */
  outputTailChars?: number;
};

/** The last output of a child, kept so a crash can be explained without flooding the table. */
const OUTPUT_TAIL_CHARS = 8_000;
const STOP_GRACE_MS = 5_000;
/** Children we asked to stop, so their exit is not reported as a crash. */
const stopping = new WeakSet<ChildProcess>();

/** A port nobody is listening on right now (the OS picks it, we release it at once). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', options.script], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-(options.outputTailChars ?? OUTPUT_TAIL_CHARS));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
    child.once('error', () => resolve(null));
  });

  const baseUrl = `http://${options.host}:${options.port}`;
  const server: ChildServer = {
    name: options.name,
    baseUrl,
    pid: child.pid,
    output: () => output,
    stop: () => stopChild(child, exited),
  };
  options.cleanup.add(server.stop);
  try {
    await waitUntilReady(`${baseUrl}${options.readyPath}`, options.readyTimeoutMs, child);
  } catch (error) {
    await server.stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${options.name} did not start: ${reason}\n--- its output ---\n${output}`, {
      cause: error,
    });
  }
  // A server that dies mid-run would otherwise surface only as connection errors; say why.
  void exited.then((code) => {
    if (!stopping.has(child)) {
      process.stderr.write(`\n${options.name} exited unexpectedly (code ${code})\n${output}\n`);
    }
  });
  return server;
}

async function waitUntilReady(url: string, timeoutMs: number, child: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`it exited (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // Not listening yet; try again shortly.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** SIGTERM first so the server closes its database cleanly; SIGKILL if it hangs. */
async function stopChild(child: ChildProcess, exited: Promise<number | null>) {
  stopping.add(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}
