// Set-up of the web-dom test project.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library knows only Jest's fake timers: after each user-event step it waits for a
// setTimeout(0), which it runs through `jest.advanceTimersByTime` when timers are fake.
// Vitest's fake timers take the same call, so tests on a fake clock do not hang there.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// Vitest runs without globals, so Testing Library cannot register its own clean-up. A test
// that moved to a fake clock (fake-clock.ts) goes back to the real one, and what a test stored
// or stubbed does not reach the next.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});
