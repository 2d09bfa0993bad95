import { MapPinOff } from 'lucide-react';
import { SAFETY_MESSAGES } from '@ignite/domain/safety/safety-api';
import { Glyph } from '@/shared/icons/glyph.tsx';

/**
 * Spec part 3 section 8: no position from any source. Never the dealership's position in its
 * place: help sent there would go to the wrong address.
 */
export function LocationOff() {
  return (
    <section
      aria-label="Location"
      className="flex flex-col items-center gap-3 rounded-3xl border border-border bg-surface p-6 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-raised text-accent">
        <Glyph icon={MapPinOff} className="text-3xl" />
      </span>
      <div role="status">
        <h2 className="text-xl font-bold">{SAFETY_MESSAGES.locationOff}</h2>
      </div>
      <p className="max-w-sm text-base text-muted">
        To see and share where you are, turn on Location Services on your phone and allow this site
        to use your location (in the browser’s site settings, or when it asks). Then come back to
        this page.
      </p>
    </section>
  );
}
