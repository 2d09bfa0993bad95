// The CPU slowdown that makes this machine as fast as the phone Lighthouse's mobile preset stands
// for. The preset slows every CPU four times, which is right for a machine of benchmark index
// about 1,530; a slower machine then plays a slower phone, a faster one a faster phone.
// Lighthouse's throttling guide (docs/throttling.md, "Calibrating multipliers") gives the
// multiplier per benchmark index, in three straight pieces: 1x at 150, 2x at 800, 3x at 1,300,
// and one more for each 233 above that (4x at 1,533, 6x at 2,000).

/** Below this, Lighthouse's guide has no multiplier: the machine is slower than the phone. */
export const MIN_CALIBRATED_INDEX = 150;

/**
 * The multiplier for a machine of `benchmarkIndex`, to two decimals; null below
 * MIN_CALIBRATED_INDEX or for an index that is not a finite number.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < MIN_CALIBRATED_INDEX) return null;
  const multiplier =
    benchmarkIndex < 800
      ? 1 + (benchmarkIndex - 150) / 650
      : benchmarkIndex < 1300
        ? 2 + (benchmarkIndex - 800) / 500
        : 3 + (benchmarkIndex - 1300) / 233;
  return Math.round(multiplier * 100) / 100;
}
