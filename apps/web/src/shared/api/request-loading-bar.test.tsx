import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { LOAD_TIMER_TICK_MS } from '@ignite/domain/request-timing';
import { createLoadTimer } from './load-timer.ts';
import { RequestLoadingBar } from './request-loading-bar.tsx';

describe('the loading indicator', () => {
  test('appears at the load timer’s 500 ms tick while a call waits, and goes with its answer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const timer = createLoadTimer();
    let answer = () => {};
    const call = timer.track(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<RequestLoadingBar loading={timer} />);

    await act(() => vi.advanceTimersByTimeAsync(LOAD_TIMER_TICK_MS - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();

    await act(async () => {
      answer();
      await call;
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
