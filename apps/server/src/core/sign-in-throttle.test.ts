import { describe, expect, it } from 'vitest';
import {
  afterFailure,
  afterSuccess,
  secondsToWait,
  type ThrottleCounter,
  type ThrottleRule,
} from './sign-in-throttle.ts';

const growing: ThrottleRule = { freeFailures: 5, windowSeconds: 86_400, wait: 'growing' };
const windowed: ThrottleRule = { freeFailures: 3, windowSeconds: 900, wait: 'window' };
const start = new Date('2026-11-24T10:00:00Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function failTimes(rule: ThrottleRule, times: number, at = start) {
  let counter: ThrottleCounter | undefined;
  for (let i = 0; i < times; i++) counter = afterFailure(rule, counter, at);
  return counter as ThrottleCounter;
}

describe('a growing wait', () => {
  it('lets four failures pass and makes the fifth wait 15 s', () => {
    expect(secondsToWait(failTimes(growing, 4), start)).toBe(0);
    expect(secondsToWait(failTimes(growing, 5), start)).toBe(15);
  });

  it('doubles per failure and stops at 15 minutes', () => {
    expect(secondsToWait(failTimes(growing, 6), start)).toBe(30);
    expect(secondsToWait(failTimes(growing, 10), start)).toBe(480);
    expect(secondsToWait(failTimes(growing, 11), start)).toBe(900);
    expect(secondsToWait(failTimes(growing, 60), start)).toBe(900);
  });

  it('is over once its time has passed', () => {
    const counter = failTimes(growing, 5);
    expect(secondsToWait(counter, later(14))).toBe(1);
    expect(secondsToWait(counter, later(15))).toBe(0);
  });

  it('forgets failures once the window has passed', () => {
    const counter = afterFailure(growing, failTimes(growing, 9), later(86_400));
    expect(counter).toEqual({ failures: 1, windowStart: later(86_400), blockedUntil: null });
  });

  it('starts again after a success', () => {
    expect(afterSuccess(growing, failTimes(growing, 3))).toBeUndefined();
  });
});

describe('a windowed limit', () => {
  it('allows its failures, then waits until the window ends', () => {
    expect(secondsToWait(failTimes(windowed, 2), start)).toBe(0);
    expect(secondsToWait(failTimes(windowed, 3), later(100))).toBe(800);
  });

  it('gives back only the reserved attempt after a success', () => {
    expect(afterSuccess(windowed, failTimes(windowed, 3))).toEqual({
      failures: 2,
      windowStart: start,
      blockedUntil: null,
    });
    expect(afterSuccess(windowed, failTimes(windowed, 5))).toMatchObject({
      failures: 4,
      blockedUntil: later(900),
    });
  });
});
