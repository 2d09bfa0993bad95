import type { Offer } from '@ignite/domain/marketplace/marketplace-api';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { OfferTile } from '../offer/offer-tile.tsx';

type Props = {
  offers: readonly Offer[];
  /** Two columns for the search panel; one for category, nearest and See All. */
  columns: 1 | 2;
  /** The first rows are on screen at once: their covers are fetched eagerly. */
  eagerCount?: number;
};

const grid = { 1: 'grid-cols-1 lg:grid-cols-2', 2: 'grid-cols-2 md:grid-cols-3 lg:grid-cols-4' };

/** A list of offer tiles; wider screens get more columns than a phone's one or two. */
export function OfferList({ offers, columns, eagerCount = 2 }: Props) {
  return (
    <ul className={`grid gap-3 ${grid[columns]}`}>
      {offers.map((offer, index) => (
        <li key={offer.offerId} className="flex min-w-0">
          <OfferTile
            offer={offer}
            layout={columns === 2 ? 'compact' : 'row'}
            eager={index < eagerCount}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}

/** Tile-shaped placeholders while the first page loads, so the list does not jump in. */
export function OfferListSkeleton({ columns }: { columns: 1 | 2 }) {
  return (
    <div aria-busy="true" aria-label="Loading offers" className={`grid gap-3 ${grid[columns]}`}>
      {Array.from({ length: columns === 2 ? 4 : 2 }, (_, index) => (
        <LoadingBlock
          key={index}
          className={`rounded-2xl bg-surface ${columns === 2 ? 'aspect-[4/5]' : 'h-32'}`}
        />
      ))}
    </div>
  );
}
