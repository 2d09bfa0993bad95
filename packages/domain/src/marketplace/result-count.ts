// The result counts of the search and nearest panels (spec part 3 section 2), in the spec's
// exact words. Counts carry thousands separators: 'Found 1,234 results'.

import { formatGrouped } from '../format/grouped-number.ts';

/** 'No results found' (0), 'Found 1 result', 'Found N results'. */
export function searchResultCountText(count: number): string {
  if (count <= 0) return 'No results found';
  if (count === 1) return 'Found 1 result';
  return `Found ${formatGrouped(count)} results`;
}

/**
 * 'Nearby offers not available' without a search boundary (no device location), whatever
 * the count; then 'No nearby offers found' (0), 'Found 1 nearby offer', 'N nearby offers'.
 */
export function nearbyResultCountText(count: number, hasBoundary: boolean): string {
  if (!hasBoundary) return 'Nearby offers not available';
  if (count <= 0) return 'No nearby offers found';
  if (count === 1) return 'Found 1 nearby offer';
  return `${formatGrouped(count)} nearby offers`;
}
