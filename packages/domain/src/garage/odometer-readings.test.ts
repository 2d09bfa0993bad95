import { describe, expect, it } from 'vitest';
import {
  implausibleJumpMessage,
  implausibleJumpQuestion,
  isImplausibleJump,
  odometerCorrectedDescription,
  plausibleIncrease,
} from './odometer-readings.ts';

const now = new Date('2026-11-24T10:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('plausibleIncrease', () => {
  it('is 5,000 km of slack plus 1,500 km for each day since the last reading', () => {
    expect(plausibleIncrease(now, now)).toBe(5_000);
    expect(plausibleIncrease(daysAgo(1), now)).toBe(6_500);
    expect(plausibleIncrease(daysAgo(60), now)).toBe(95_000);
    // Part of a day counts as a day; a date never set counts as none.
    expect(plausibleIncrease(daysAgo(0.5), now)).toBe(6_500);
    expect(plausibleIncrease(null, now)).toBe(5_000);
  });
});

describe('isImplausibleJump', () => {
  const last = { odometer: 57_300, setAt: daysAgo(60) };
  it('lets through anything up to the plausible increase, and asks beyond it', () => {
    expect(isImplausibleJump(last, 57_300 + 95_000, now)).toBe(false);
    expect(isImplausibleJump(last, 57_300 + 95_001, now)).toBe(true);
  });
  it('asks about a typo just under the 2,000,000 km maximum', () => {
    expect(isImplausibleJump(last, 1_999_999, now)).toBe(true);
  });
  it('has nothing to compare a first reading with, and never asks about a lower one', () => {
    expect(isImplausibleJump({ odometer: null, setAt: null }, 1_999_999, now)).toBe(false);
    expect(isImplausibleJump(last, 1_000, now)).toBe(false);
  });
});

describe('the words', () => {
  it('say how far the jump is, in kilometres', () => {
    expect(implausibleJumpQuestion(57_300, 1_000_000)).toBe(
      'That is 942,700 km more than the last reading of 57,300 km. Is 1,000,000 km right?',
    );
    expect(implausibleJumpMessage(57_300, 1_000_000)).toBe(
      '1,000,000 km is 942,700 km more than the last reading of 57,300 km. Check the reading, or confirm it.',
    );
    expect(odometerCorrectedDescription(999_999, 57_400)).toBe('From 999,999 km to 57,400 km');
    expect(odometerCorrectedDescription(null, 57_400)).toBe('Set to 57,400 km');
  });
});
