import { describe, expect, it } from 'vitest';
import { reminderInterval } from './condition-interval.ts';

const stored = { intervalWeeks: 2, intervalMonths: 12 };

describe('reminderInterval', () => {
  it('steps a weekly condition by weeks and the others by months', () => {
    expect(reminderInterval('Weekly', stored)).toEqual({ weeks: 2 });
    expect(reminderInterval('Monthly', stored)).toEqual({ months: 12 });
    expect(reminderInterval('Date', stored)).toEqual({ months: 12 });
  });
  it('has none for Recall, nor for a missing or non-positive step', () => {
    expect(reminderInterval(null, stored)).toBeNull();
    expect(reminderInterval('Weekly', { intervalWeeks: null, intervalMonths: 12 })).toBeNull();
    expect(reminderInterval('Monthly', { intervalWeeks: 2, intervalMonths: 0 })).toBeNull();
    expect(reminderInterval('Date', { intervalWeeks: null, intervalMonths: null })).toBeNull();
  });
});
