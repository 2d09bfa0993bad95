import { SearchX } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { isFiltering, useOfferFilter } from '../filter/offer-filter-store.ts';

/**
 * Below 'No results found': what to try next, so a search that found nothing is not a dead
 * end. The categories are in the strip above; clearing goes back to the marketplace's home.
 */
export function SearchEmpty({ onClear }: { onClear: () => void }) {
  const { filter, chooseType } = useOfferFilter();
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-5">
      <Glyph icon={SearchX} className="text-3xl text-muted" />
      <ul className="flex list-disc flex-col gap-2 pl-5 text-base">
        <li>Check the spelling.</li>
        <li>Try a broader word, such as ‘coffee’ or ‘tyres’.</li>
        <li>Browse the categories above.</li>
        {isFiltering(filter) ? <li>Your filter hides some offers.</li> : null}
      </ul>
      <div className="flex w-full flex-wrap gap-3">
        <Button variant="primary" className="flex-1 whitespace-nowrap" onClick={onClear}>
          Clear the search
        </Button>
        {isFiltering(filter) ? (
          <Button
            variant="secondary"
            className="flex-1 whitespace-nowrap"
            onClick={() => chooseType('All')}
          >
            Show all offers
          </Button>
        ) : null}
      </div>
    </div>
  );
}
