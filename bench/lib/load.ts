// A thin wrapper over autocannon: warm up, measure, and refuse to report a figure earned by
// failing requests (a server answering 401 or 500 fast must not look like a fast server).
import autocannon from 'autocannon';
import { processCpuSeconds } from './process-cpu.ts';

export type LoadTarget = {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** The server's process id, to charge its CPU time to the requests it answered. */
  serverPid?: number | undefined;
};

export type LoadTiming = { durationSeconds: number; warmupSeconds: number };

export type LoadFigures = {
  label: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; mean: number; max: number };
  /** Server CPU time (all its threads) per request; null where it cannot be read. */
  serverCpuMicrosPerRequest: number | null;
};

export async function measureLoad(target: LoadTarget, timing: LoadTiming): Promise<LoadFigures> {
  // The warm-up lets V8 optimise the hot paths and fills connection pools; its figures are
  // thrown away but its failures are not.
  if (timing.warmupSeconds > 0) await fire(target, timing.warmupSeconds, 'warm-up');
  const cpuBefore = await serverCpu(target);
  const { result, latencies } = await fire(target, timing.durationSeconds, 'measurement');
  const cpuAfter = await serverCpu(target);
  const cpuSeconds =
    cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    label: target.label,
    connections: target.connections,
    durationSeconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.total / result.duration,
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      mean: latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length,
      max: latencies.at(-1) ?? 0,
    },
    serverCpuMicrosPerRequest:
      cpuSeconds === undefined ? null : (cpuSeconds * 1e6) / result.requests.total,
  };
}

function serverCpu(target: LoadTarget) {
  return target.serverPid === undefined
    ? Promise.resolve(undefined)
    : processCpuSeconds(target.serverPid);
}

async function fire(target: LoadTarget, seconds: number, phase: string) {
  // autocannon's own latency histogram keeps whole milliseconds, which reads as 0 ms for a fast
  // server; the per-response times it emits are high-resolution, so keep those instead.
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections: target.connections,
        duration: seconds,
      },
      (error: unknown, done) => (error ? reject(toError(error)) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  const problems = [
    result.non2xx > 0 && `${result.non2xx} non-2xx answers (${statusSummary(result)})`,
    result.errors > 0 && `${result.errors} connection errors`,
    result.timeouts > 0 && `${result.timeouts} timeouts`,
    latencies.length === 0 && 'no requests completed',
  ].filter((p): p is string => typeof p === 'string');
  if (problems.length > 0) {
    throw new Error(`${target.label} (${phase}) failed: ${problems.join(', ')}`);
  }
  return { result, latencies };
}

/** Nearest-rank percentile of an ascending list. */
function percentile(sorted: number[], fraction: number): number {
  const rank = Math.max(0, Math.ceil(fraction * sorted.length) - 1);
  return sorted[rank] ?? 0;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function statusSummary(result: autocannon.Result): string {
  const stats = Object.entries(result.statusCodeStats ?? {});
  return stats.map(([code, { count }]) => `${code}: ${count ?? 0}`).join(', ');
}
