import { ComingNext } from '@/shared/ui/coming-next.tsx';

/** Marketplace, before its offers and Ignite cashback arrive (spec part 3). */
export function MarketplacePage() {
  return (
    <ComingNext icon="marketplace" iconSet="primary" heading="Offers from your dealership">
      Deals on servicing, accessories and more, with cashback paid into your bank account.
    </ComingNext>
  );
}
