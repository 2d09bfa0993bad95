// A closed-loop load: `workers` callers, each sending its next request as soon as the last is
// answered, for `seconds`. For loads whose every request differs (a signature, a key), which a
// fixed-request load generator cannot send. Answers are counted by status; latencies kept.
import { performance } from 'node:perf_hooks';

export type LoopFigures = {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  byStatus: Record<string, number>;
  latencyMs: { p50: number; p99: number; max: number };
};

export async function runClosedLoop(
  workers: number,
  seconds: number,
  send: (worker: number, sequence: number) => Promise<number>,
): Promise<LoopFigures> {
  const latencies: number[] = [];
  const byStatus: Record<string, number> = {};
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let sequence = 0; performance.now() < until; sequence++) {
        const sent = performance.now();
        const status = await send(worker, sequence);
        latencies.push(performance.now() - sent);
        byStatus[status] = (byStatus[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    seconds: elapsed,
    requests: latencies.length,
    requestsPerSecond: latencies.length / elapsed,
    byStatus,
    latencyMs: { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0 },
  };
}
