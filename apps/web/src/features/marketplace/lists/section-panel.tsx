import type { MarketplaceViewData } from '@ignite/domain/marketplace/marketplace-api';
import type { OfferFilter } from '@ignite/domain/marketplace/offer-filter';
import { searchResultCountText } from '@ignite/domain/marketplace/result-count';
import { sectionTitle } from '../home/home-panel.tsx';
import { shownSection } from '../home/home-sections.ts';
import type { SeeAllSection } from '../view/marketplace-view.ts';
import { OfferList } from './offer-list.tsx';
import { PanelHeading } from './panel-heading.tsx';
import { ResultCount } from './result-count.tsx';

/**
 * A home section's See All, in the one-column list. The view data carries each section's
 * first offers and its total; the offer search has no way to ask for a section, so this
 * lists the offers the view data holds (see the spec notes).
 */
export function SectionPanel({
  data,
  section,
  filter,
  title,
}: {
  data: MarketplaceViewData;
  section: SeeAllSection;
  filter: OfferFilter;
  title?: string;
}) {
  const { offers } = shownSection(data[section], filter, data.enableAutomotiveRewards);
  return (
    <div className="flex flex-col gap-3">
      <PanelHeading>{title ?? sectionTitle(section)}</PanelHeading>
      <ResultCount text={searchResultCountText(offers.length)} />
      <OfferList offers={offers} columns={1} />
    </div>
  );
}
