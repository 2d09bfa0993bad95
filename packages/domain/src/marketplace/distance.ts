// Distance between two points: haversine with R = 6371 km, the same formula the server uses in
// SQL, shown in km with one decimal (spec part 3 section 9).

import { formatGrouped } from '../format/grouped-number.ts';

export const EARTH_RADIUS_KM = 6371;

export type Coordinates = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres on a sphere of radius EARTH_RADIUS_KM. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair above 1 at the antipodes; asin of that is NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/**
 * '3.4 km', '0.0 km', '1,234.5 km': one decimal, rounded half away from zero on the decimal
 * value (so 0.05 is 0.1), with thousands separators. A tiny negative value (rounding
 * noise) shows as '0.0 km', not '-0.0 km'; a truly negative one is a bug and is not hidden.
 */
export function formatDistanceKm(km: number): string {
  return `${formatGrouped(km, 1)} km`;
}
