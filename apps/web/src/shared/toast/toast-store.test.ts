import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, getToasts, subscribeToToasts, toast } from './toast-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts (spec part 1 sections 8 and 9)', () => {
  it('keeps a success toast 5 s', () => {
    toast.success('Saved');

    vi.advanceTimersByTime(4_999);
    expect(getToasts().map((t) => t.message)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it.each(['error', 'warning', 'info'] as const)('keeps the %s toast 600000 ms', (kind) => {
    toast[kind]('Something to read');

    vi.advanceTimersByTime(599_999);
    expect(getToasts().map((t) => t.kind)).toEqual([kind]);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('dismisses on request and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const id = toast.error('Broken');

    dismissToast(id);

    expect(getToasts()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('shows the same words once, however often they are raised', () => {
    toast.warning('You are not authorised to access the requested content');
    vi.advanceTimersByTime(1_000);
    toast.warning('You are not authorised to access the requested content');
    toast.success('Saved');

    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
      ['warning', 'You are not authorised to access the requested content'],
      ['success', 'Saved'],
    ]);
  });

  it('clears every toast at once (logout)', () => {
    toast.info('One');
    toast.error('Two');

    clearToasts();
    vi.advanceTimersByTime(600_000);

    expect(getToasts()).toEqual([]);
  });
});
