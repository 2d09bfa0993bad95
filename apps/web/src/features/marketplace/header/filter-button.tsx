import { SlidersHorizontal } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';

/** Opens the filter sheet; a dot says a filter is narrowing the offers. */
export function FilterButton({ active, onOpen }: { active: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-label={active ? 'Filter offers (filter on)' : 'Filter offers'}
      aria-haspopup="dialog"
      onClick={onOpen}
      className="relative grid size-12 shrink-0 place-items-center rounded-full border border-border bg-surface text-text hover:border-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <Glyph icon={SlidersHorizontal} className="text-xl" />
      {active ? (
        <span
          aria-hidden="true"
          className="absolute top-2.5 right-2.5 size-2.5 rounded-full bg-accent"
        />
      ) : null}
    </button>
  );
}
