import { generatePath } from 'react-router';
import { paths } from '@/shared/routes.ts';

/** The offer's detail page (the tile's short form, without a condition type). */
export function offerPath(offerId: string): string {
  return generatePath(paths.marketplaceOffer, { offerId, conditionType: null });
}
