import { LOAD_TIMER_TICK_MS } from '@ignite/domain/request-timing';

/** What the app's loading indicator reads: whether to show, and word of each change. */
export type LoadingState = {
  isLoading: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Spec part 1 section 9's load timer. While any request is queued or in flight a timer ticks
 * every LOAD_TIMER_TICK_MS; a tick that finds one still going turns `loading` on. So a call
 * answered within the tick never flashes the indicator, a slower one shows it at the first
 * tick, and the last answer turns it off at once (and stops the timer: no ticks while idle).
 */
export function createLoadTimer() {
  let pending = 0;
  let loading = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();

  function set(value: boolean): void {
    if (loading === value) return;
    loading = value;
    for (const listener of [...listeners]) listener();
  }

  function begin(): void {
    pending += 1;
    timer ??= setInterval(() => set(pending > 0), LOAD_TIMER_TICK_MS);
  }

  function end(): void {
    pending -= 1;
    if (pending > 0) return;
    if (timer !== null) clearInterval(timer);
    timer = null;
    set(false);
  }

  const state: LoadingState = {
    isLoading: () => loading,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return {
    ...state,
    /** Counts `work` as loading from now until it settles, and answers what it answers. */
    async track<T>(work: () => Promise<T>): Promise<T> {
      begin();
      try {
        return await work();
      } finally {
        end();
      }
    },
  };
}
