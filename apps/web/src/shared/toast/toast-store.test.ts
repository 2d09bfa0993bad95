import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToasts,
  dismissToast,
  followRoute,
  getToasts,
  movingOn,
  SAME_ACT_MS,
  subscribeToToasts,
  toast,
} from './toast-store.ts';

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

describe('a toast belongs to its page', () => {
  const at = (pathname: string) => vi.stubGlobal('location', { pathname });
  afterEach(() => vi.unstubAllGlobals());

  it('is dismissed when the user leaves the page that raised it', () => {
    at('/my-garage/history');
    toast.success('Every service record link of this car is turned off');
    followRoute('/my-garage/history', false);
    expect(getToasts()).toHaveLength(1);
    followRoute('/timeline', false);
    expect(getToasts()).toEqual([]);
  });

  it('a "done, now here" toast goes to the next page and stays there until it is left', () => {
    at('/my-garage/set-odometer');
    toast.success('Odometer has been updated', { forNextPage: true });
    followRoute('/my-garage', true);
    expect(getToasts().map((t) => t.page)).toEqual(['/my-garage']);
    followRoute('/timeline', false);
    expect(getToasts()).toEqual([]);
  });

  it('raised by the act that moves on ("Marked done", then back), it goes with the move', () => {
    at('/my-garage/care-plan/item/condition/brakes');
    toast.success('Brakes marked as done');
    movingOn('/my-garage');
    followRoute('/my-garage', false);
    expect(getToasts().map((t) => t.page)).toEqual(['/my-garage']);
  });

  it('read and then left, it stays with its page', () => {
    at('/my-garage/condition-settings');
    toast.warning("Recall can't be disabled");
    vi.advanceTimersByTime(SAME_ACT_MS);
    movingOn('/my-garage');
    followRoute('/my-garage', false);
    expect(getToasts()).toEqual([]);
  });

  it('goes along with a redirect, which is not the user leaving', () => {
    at('/my-garage');
    toast.info('User session has expired');
    followRoute('/login', true);
    expect(getToasts().map((t) => t.page)).toEqual(['/login']);
  });
});
