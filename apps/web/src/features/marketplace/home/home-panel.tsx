import type { MarketplaceViewData } from '@ignite/domain/marketplace/marketplace-api';
import type { OfferFilter } from '@ignite/domain/marketplace/offer-filter';
import { DrawInTurn } from '@/shared/ui/draw-in-turn.tsx';
import type { MarketplaceView, SeeAllSection } from '../view/marketplace-view.ts';
import { OwnersCardLinkPromotion } from './card-link-promotion.tsx';
import { CoverCarousel } from './cover-carousel.tsx';
import { shownSection } from './home-sections.ts';
import { NearbyTile } from './nearby-tile.tsx';
import { OfferRow } from './offer-row.tsx';

type Props = {
  data: MarketplaceViewData;
  filter: OfferFilter;
  /** The home dealership's name heads its section (spec: 'From the home dealership'). */
  dealershipName: string | null;
  onShow: (view: MarketplaceView) => void;
};

/** The home sections, with the spec's words, for the sections that list offers. */
const ROWS: { key: SeeAllSection; title: string; subtitle?: string }[] = [
  { key: 'featureOffers', title: 'Featured Offers' },
  {
    key: 'originatorOffers',
    title: 'From your home dealership',
    subtitle: 'Exclusive rewards from your home dealership',
  },
  { key: 'latestOffers', title: 'Recently Added Offers' },
  { key: 'offersEndingSoon', title: 'Offers Ending Soon' },
];

/** Spec part 3 section 2, the home panel's sections in their order. */
export function HomePanel({ data, filter, dealershipName, onShow }: Props) {
  const section = (key: SeeAllSection) => shownSection(data[key], filter);
  const special = shownSection(data.specialFeatureOffers, filter);
  const seeAll = (key: SeeAllSection) => () => onShow({ panel: 'section', section: key });
  const giftCards = section('giftCardOffers');
  return (
    <div className="flex flex-col gap-8">
      {/* Part of the first screen with the intro above: closer than the sections below. */}
      <OwnersCardLinkPromotion />
      <CoverCarousel offers={special.offers} />
      {ROWS.map((row) => (
        <DrawInTurn key={row.key}>
          <OfferRow
            title={row.key === 'originatorOffers' && dealershipName ? dealershipName : row.title}
            subtitle={row.subtitle}
            {...section(row.key)}
            onSeeAll={seeAll(row.key)}
          />
        </DrawInTurn>
      ))}
      <DrawInTurn>
        <NearbyTile onOpen={() => onShow({ panel: 'nearest' })} />
      </DrawInTurn>
      <DrawInTurn>
        <OfferRow
          title="Gift Cards"
          subtitle="Gifts for your special someone (or for yourself)"
          {...giftCards}
          onSeeAll={seeAll('giftCardOffers')}
        />
      </DrawInTurn>
    </div>
  );
}

/** The See All list's heading, in the home section's words. */
export function sectionTitle(key: SeeAllSection): string {
  if (key === 'giftCardOffers') return 'Gift Cards';
  return ROWS.find((row) => row.key === key)?.title ?? '';
}
