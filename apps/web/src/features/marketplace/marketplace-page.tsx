import { useCallback, useState } from 'react';
import { usePosition } from '@/shared/location/use-position.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useMarketplaceKeys } from './api/marketplace-keys.ts';
import { useDistanceOrigin } from './api/use-distance-origin.ts';
import { useMarketplaceHome } from './api/use-marketplace-home.ts';
import { FilterSheet } from './filter/filter-sheet.tsx';
import { useOfferFilter } from './filter/offer-filter-store.ts';
import { MarketplaceHeader } from './marketplace-header.tsx';
import { MarketplacePanel } from './marketplace-panel.tsx';
import { useMarketplaceView } from './view/use-marketplace-view.ts';

/** The route's prefetch (routes.ts), from this chunk, which the router is loading already. */
export { prefetchMarketplaceHome } from './api/marketplace-home-query.ts';

/** Spec part 3 section 2, the marketplace: header, category strip, and one of its panels. */
export function MarketplacePage() {
  const keys = useMarketplaceKeys();
  const { view, show, reset } = useMarketplaceView();
  const { position, settled } = usePosition();
  const distanceOrigin = useDistanceOrigin(position, settled);
  const { filter } = useOfferFilter();
  const home = useMarketplaceHome(keys, distanceOrigin);
  const dealershipName = useSession()?.user.organisationName ?? null;
  const [filterOpen, setFilterOpen] = useState(false);
  const closeFilter = useCallback(() => setFilterOpen(false), []);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5">
      <MarketplaceHeader
        view={view}
        data={home.data}
        onShow={show}
        onReset={reset}
        onOpenFilter={() => setFilterOpen(true)}
      />
      <MarketplacePanel
        keys={keys}
        view={view}
        home={home}
        filter={filter}
        position={position}
        distanceOrigin={distanceOrigin}
        settled={settled}
        dealershipName={dealershipName}
        onShow={show}
      />
      {filterOpen ? <FilterSheet onClose={closeFilter} /> : null}
    </div>
  );
}
