import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';

/**
 * isFirstMarketplaceVisit (default true) shows this short introduction
 * once. The first visit shows it and marks it seen at once, so the next visit (another
 * page, a reload) does not; it stays for the rest of this one unless closed. Two lines, so
 * the offers stay in view.
 */
export function FirstVisitIntro() {
  const { settings, update } = useUserSettings();
  const isFirstVisit = settings?.isFirstMarketplaceVisit === true;
  // Read as the home panel opens: marking it seen must not take it away mid-visit.
  const [showing, setShowing] = useState(isFirstVisit);
  // Marked seen only once it is shown, so a vehicle switched to mid-visit keeps its own.
  useEffect(() => {
    if (showing && isFirstVisit) update({ isFirstMarketplaceVisit: false });
  }, [showing, isFirstVisit, update]);
  if (!showing) return null;
  return (
    <section
      aria-labelledby="first-visit-intro"
      className="relative rounded-2xl border border-accent/40 bg-surface py-3 pr-12 pl-4"
    >
      <h2 id="first-visit-intro" className="text-base font-bold">
        Welcome to the marketplace
      </h2>
      <p className="text-sm text-muted">
        Offers from local businesses and your dealership, with cashback on card-linked offers.
      </p>
      <button
        type="button"
        aria-label="Close the introduction"
        onClick={() => setShowing(false)}
        className="absolute top-1 right-1 grid size-11 place-items-center rounded-full text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Glyph icon={X} className="text-xl" />
      </button>
    </section>
  );
}
