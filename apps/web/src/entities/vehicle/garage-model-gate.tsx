import type { ReactNode } from 'react';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import { useMyGarage } from './my-garage-query.ts';

/** Spec part 2 sections 2 and 8: what a garage page says when its data cannot be loaded. */
export const GARAGE_LOAD_FAILED = SHELL_MESSAGES.loadFailed;

/**
 * The My Garage model for a garage page: a skeleton while it loads (the same height as a
 * card, so nothing jumps), the spec's sentence when it fails, else the page itself.
 */
export function GarageModelGate({ children }: { children: (garage: MyGarage) => ReactNode }) {
  const garage = useMyGarage();
  if (garage.key && garage.isPending) {
    return (
      <div role="progressbar" aria-busy="true" aria-label="Loading" className="flex flex-col gap-4">
        <div className="h-40 animate-pulse rounded-3xl bg-surface" />
        <div className="h-24 animate-pulse rounded-3xl bg-surface" />
      </div>
    );
  }
  if (!garage.data) {
    return (
      <p role="alert" className="rounded-2xl border border-border bg-surface p-5 text-base">
        {GARAGE_LOAD_FAILED}
      </p>
    );
  }
  return children(garage.data);
}
