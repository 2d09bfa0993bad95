import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import type { OfferFilterType } from '@ignite/domain/marketplace/marketplace-api';
import { SheetSize } from '@ignite/domain/sheet-size';
import { Button } from '@/shared/ui/button.tsx';
import { Sheet } from '@/shared/ui/sheet.tsx';
import { SwitchRow } from '@/shared/ui/switch.tsx';
import { useOfferFilter } from './offer-filter-store.ts';

/** Spec part 3 section 2, the filter menu's three choices, in its words. */
const CHOICES: { value: OfferFilterType; label: string }[] = [
  { value: 'All', label: 'In App and In Store Offers' },
  { value: 'InApp', label: 'In App Offers' },
  { value: 'InStore', label: 'In Store Offers' },
];

/**
 * The filter bottom sheet, a Medium sheet. A modal dialog (focus stays inside, Escape closes
 * it); a tap on the backdrop closes it, and so does any navigation (spec part 3 section 4).
 * Each choice applies at once, as the original's did.
 */
export function FilterSheet({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const { filter, chooseType, setCardLinkedOnly } = useOfferFilter();
  const { key } = useLocation();
  const openedAt = useRef(key);

  useEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);

  return (
    <Sheet
      size={SheetSize.Medium}
      labelledBy={titleId}
      onClose={onClose}
      closeOnBackdrop
      className="flex flex-col gap-4 p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]"
    >
      <div aria-hidden="true" className="mx-auto -mt-2 h-1.5 w-12 rounded-full bg-border" />
      <h2 id={titleId} className="text-lg font-semibold">
        Choose what offers you want to see
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Offer type</legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-border bg-raised px-4 text-base has-checked:border-accent"
          >
            <input
              type="radio"
              name="offer-filter-type"
              value={choice.value}
              checked={filter.filterType === choice.value}
              onChange={() => chooseType(choice.value)}
              className="size-5 accent-(--color-accent)"
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <SwitchRow
        label="Only Card Linked Offers"
        checked={filter.cardLinkedOnly}
        onCheckedChange={setCardLinkedOnly}
      />
      <Button onClick={onClose}>Done</Button>
    </Sheet>
  );
}
