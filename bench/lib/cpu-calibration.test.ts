import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown, MIN_CALIBRATED_INDEX } from './cpu-calibration.ts';

describe('calibratedCpuSlowdown', () => {
  it('gives the guide’s multiplier at each of its points', () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBe(4);
    expect(calibratedCpuSlowdown(1766)).toBe(5);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it('goes in a straight line between the points', () => {
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    // A fast machine measured on 28 November (index 2,589) plays the phone at 8.5x, not 4x.
    expect(calibratedCpuSlowdown(2589)).toBe(8.53);
  });

  it('has no multiplier for a machine slower than the phone, or no index', () => {
    expect(calibratedCpuSlowdown(MIN_CALIBRATED_INDEX - 1)).toBeNull();
    expect(calibratedCpuSlowdown(0)).toBeNull();
    expect(calibratedCpuSlowdown(Number.NaN)).toBeNull();
    expect(calibratedCpuSlowdown(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
