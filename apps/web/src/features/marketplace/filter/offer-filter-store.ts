import { useSyncExternalStore } from 'react';
import type { OfferFilterType } from '@ignite/domain/marketplace/marketplace-api';
import { cardLinkedAfterChoosing, type OfferFilter } from '@ignite/domain/marketplace/offer-filter';

/**
 * The filter sheet's choice, for as long as the tab lives: opening an offer and coming back
 * keeps it, as the original kept it in the marketplace's state.
 */
let filter: OfferFilter = { filterType: 'All', cardLinkedOnly: false };
const listeners = new Set<() => void>();

function set(next: OfferFilter): void {
  filter = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useOfferFilter() {
  const current = useSyncExternalStore(subscribe, () => filter);
  return {
    filter: current,
    /** Spec part 3 section 4: All turns card-linked-only off, InStore turns it on. */
    chooseType: (filterType: OfferFilterType) =>
      set({
        filterType,
        cardLinkedOnly: cardLinkedAfterChoosing(filterType, current.cardLinkedOnly),
      }),
    setCardLinkedOnly: (cardLinkedOnly: boolean) => set({ ...current, cardLinkedOnly }),
  };
}

/** Whether the sheet narrows anything, for the filter button's dot. */
export function isFiltering(value: OfferFilter): boolean {
  return value.filterType !== 'All' || value.cardLinkedOnly;
}
