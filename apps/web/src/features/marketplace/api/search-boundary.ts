import { DEFAULT_SEARCH_DISTANCE_KMS } from '@ignite/domain/marketplace/marketplace-api';
import { type Position, roundedPosition } from '@/shared/location/position.ts';

/** The search boundary as the spec's query names it; empty without a position. */
export function boundaryQuery(position: Position | null) {
  if (!position) return {};
  const { latitude, longitude } = roundedPosition(position);
  return {
    'searchBoundary.latitude': latitude,
    'searchBoundary.longitude': longitude,
    'searchBoundary.distanceKms': DEFAULT_SEARCH_DISTANCE_KMS,
  };
}
