import type { OfferFilter } from '@ignite/domain/marketplace/offer-filter';
import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import type { Position } from '@/shared/location/position.ts';
import type { UserPosition } from '@/shared/location/use-position.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import type { MarketplaceKeys } from './api/marketplace-keys.ts';
import type { useMarketplaceHome } from './api/use-marketplace-home.ts';
import { FirstVisitIntro } from './home/first-visit-intro.tsx';
import { HomePanel } from './home/home-panel.tsx';
import { CategoryPanel } from './lists/category-panel.tsx';
import { NearestPanel } from './lists/nearest-panel.tsx';
import { SearchPanel } from './lists/search-panel.tsx';
import { SectionPanel } from './lists/section-panel.tsx';
import { HOME_VIEW, type MarketplaceView } from './view/marketplace-view.ts';

type Props = {
  keys: MarketplaceKeys | null;
  view: MarketplaceView;
  home: ReturnType<typeof useMarketplaceHome>;
  filter: OfferFilter;
  /** The user's own position: the boundary of nearby offers. */
  position: UserPosition | null;
  /** Where distances are measured from: the position, or the dealership's stand-in. */
  distanceOrigin: Position | null;
  settled: boolean;
  dealershipName: string | null;
  onShow: (view: MarketplaceView) => void;
};

const PROBLEM = SHELL_MESSAGES.loadFailed;

function Problem() {
  return (
    <p role="alert" className="rounded-2xl border border-border bg-surface p-5 text-base">
      {PROBLEM}
    </p>
  );
}

/** The panel the view names (spec part 3 section 4). */
export function MarketplacePanel({
  keys,
  view,
  home,
  filter,
  position,
  distanceOrigin,
  settled,
  dealershipName,
  onShow,
}: Props) {
  if (!keys) return <Problem />;
  switch (view.panel) {
    case 'search':
      return (
        <SearchPanel
          keys={keys}
          query={view.query}
          filter={filter}
          position={distanceOrigin}
          onClear={() => onShow(HOME_VIEW)}
        />
      );
    case 'nearest':
      return <NearestPanel keys={keys} filter={filter} position={position} settled={settled} />;
    case 'category':
      return (
        <CategoryPanel
          keys={keys}
          view={view}
          categories={home.data?.categories ?? []}
          filter={filter}
          position={distanceOrigin}
          onShow={onShow}
        />
      );
    default:
      break;
  }
  if (view.panel === 'section') {
    const title =
      view.section === 'originatorOffers' && dealershipName ? dealershipName : undefined;
    return (
      <SectionPanel
        keys={keys}
        section={view.section}
        filter={filter}
        position={distanceOrigin}
        title={title}
      />
    );
  }
  if (home.isError) return <Problem />;
  if (!home.data) {
    return (
      <div className="flex flex-col gap-8">
        <LoadingBlock className="h-32 rounded-3xl bg-surface" />
        <LoadingBlock className="aspect-video rounded-3xl bg-surface" />
        <LoadingBlock className="h-64 rounded-3xl bg-surface" />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <FirstVisitIntro />
      <HomePanel data={home.data} filter={filter} dealershipName={dealershipName} onShow={onShow} />
    </div>
  );
}
