// The contract between bench/run.ts and each benchmark module (api, garage, bundle and
// lighthouse). A benchmark prints its own table and writes its own JSON; it throws when its
// figures cannot be trusted, and says whether it met its target.
import type { Cleanup } from '../../tools/cleanup.ts';
import type { LoadTiming } from './load.ts';

export type BenchContext = {
  repoRoot: string;
  timing: LoadTiming;
  /** Register anything that must be undone (processes, temp dirs) even on error or Ctrl+C. */
  cleanup: Cleanup;
};

/** OVER BUDGET: a size (bytes downloaded) above its ceiling, where BELOW TARGET is a score. */
export type BenchVerdict = 'PASS' | 'BELOW TARGET' | 'OVER BUDGET';

export type Benchmark = {
  name: string;
  run: (context: BenchContext) => Promise<BenchVerdict>;
};
