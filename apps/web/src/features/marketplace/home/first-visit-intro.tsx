import { Sparkles, X } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';

/**
 * Issue 18, point 5: isFirstMarketplaceVisit (default true) shows this short introduction
 * once; closing it clears the setting for the vehicle.
 */
export function FirstVisitIntro() {
  const { settings, update } = useUserSettings();
  if (!settings?.isFirstMarketplaceVisit) return null;
  return (
    <section
      aria-labelledby="first-visit-intro"
      className="relative flex gap-4 rounded-3xl border border-accent/40 bg-surface p-5 pr-14"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-2xl bg-raised text-accent">
        <Glyph icon={Sparkles} className="text-xl" />
      </span>
      <div className="min-w-0">
        <h2 id="first-visit-intro" className="text-lg font-bold">
          Welcome to the marketplace
        </h2>
        <p className="mt-1 text-sm text-muted">
          Offers from local businesses and your dealership. Link a card and pay with it at
          card-linked offers, and cashback comes back to you automatically.
        </p>
      </div>
      <button
        type="button"
        aria-label="Close the introduction"
        onClick={() => update({ isFirstMarketplaceVisit: false })}
        className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Glyph icon={X} className="text-xl" />
      </button>
    </section>
  );
}
