import { ChevronRight, MapPinned } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';

/** Spec part 3 section 2, home section 7: opens the nearest panel. */
export function NearbyTile({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex min-h-20 w-full items-center gap-4 rounded-3xl border border-border bg-surface p-5 text-left transition hover:border-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent active:scale-[0.99]"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-emerald-700 text-white">
        <Glyph icon={MapPinned} className="text-2xl" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xl font-bold tracking-tight">Offers near me</span>
        <span className="block text-sm text-muted">Support local businesses near you</span>
      </span>
      <Glyph icon={ChevronRight} className="text-2xl text-muted" />
    </button>
  );
}
