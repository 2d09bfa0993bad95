import { useSyncExternalStore } from 'react';
import type { LoadingState } from './load-timer.ts';

/**
 * The app's loading indicator, driven by the request layer's load timer (spec part 1 section
 * 9): a thin bar across the top of the screen once calls have been waiting past a tick, gone
 * with the last answer. The app frame mounts it once with `api.loading`.
 */
export function RequestLoadingBar({ loading }: { loading: LoadingState }) {
  const shown = useSyncExternalStore(loading.subscribe, loading.isLoading);
  if (!shown) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-busy="true"
      className="pointer-events-none absolute inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent"
    />
  );
}
