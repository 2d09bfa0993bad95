// Trips the health monitor reported (ours, beyond the spec): how far and how long,
// a sketch of the route, and the odometer estimated from the trips since the last reading.

import { formatGrouped } from '../format/grouped-number.ts';

export type TripDistance = { startedAt: string; distanceMetres: number };
export type RoutePoint = { lat: number; long: number };

/** '8.4 km', or '850 m' under a kilometre. */
export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  // One decimal at most, as '8.4 km' and '12 km' (not '12.0 km').
  return `${formatGrouped(metres / 1000, 1).replace(/\.0$/, '')} km`;
}

/** '23 min', '1 h 5 min', '2 h'; under a minute is '1 min'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export type OdometerEstimate = {
  /** The last reading plus the trips since, in whole km. */
  estimatedKm: number;
  lastReadingKm: number;
  sinceKm: number;
  tripCount: number;
};

/**
 * The odometer between readings: the owner's last reading plus the distance of every trip that
 * started after it. Null without a reading, or with no trip since (the reading is the answer).
 */
export function estimateOdometer(
  lastReading: { odometer: number | null; setAt: string | null },
  trips: readonly TripDistance[],
): OdometerEstimate | null {
  if (lastReading.odometer === null || lastReading.setAt === null) return null;
  const since = Date.parse(lastReading.setAt);
  const after = trips.filter((trip) => Date.parse(trip.startedAt) > since);
  if (after.length === 0) return null;
  const sinceKm = Math.round(after.reduce((sum, trip) => sum + trip.distanceMetres, 0) / 1000);
  return {
    estimatedKm: lastReading.odometer + sinceKm,
    lastReadingKm: lastReading.odometer,
    sinceKm,
    tripCount: after.length,
  };
}

/**
 * The route drawn in a width x height box with `padding` clear: north up, east right, the
 * longitude scaled by the cosine of the latitude so the shape is not stretched, and the larger
 * span filling the box. Fewer than two points draw nothing.
 */
export function routeSketch(
  route: readonly RoutePoint[],
  width: number,
  height: number,
  padding = 4,
): { x: number; y: number }[] {
  if (route.length < 2) return [];
  const meanLat = route.reduce((sum, p) => sum + p.lat, 0) / route.length;
  const xScale = Math.cos((meanLat * Math.PI) / 180);
  const xs = route.map((p) => p.long * xScale);
  const ys = route.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const span = Math.max(maxX - minX, maxY - minY) || 1;
  const scale = Math.min(width - 2 * padding, height - 2 * padding) / span;
  // Centred in the box.
  const offsetX = (width - (maxX - minX) * scale) / 2;
  const offsetY = (height - (maxY - minY) * scale) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;
  return route.map((_, i) => ({
    x: round(offsetX + ((xs[i] ?? 0) - minX) * scale),
    y: round(offsetY + (maxY - (ys[i] ?? 0)) * scale),
  }));
}
