import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Puts the test on a fake clock and answers the user-event options that make its own pauses
 * follow that clock. Only the clocks the app reads are faked: React's scheduler keeps its
 * own (setImmediate). The set-up goes back to real timers after each test.
 */
export function startFakeClock() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
  });
  return { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) };
}

/** Moves the fake clock on by `ms` (0: none) and lets React settle what that set off. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
