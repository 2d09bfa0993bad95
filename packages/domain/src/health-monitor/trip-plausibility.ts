// What a trip a device reports can be: a car drives one trip at a time, at a speed a car can
// keep up. A device's word is not taken past that, since every trip's distance is added to
// the owner's odometer estimate: ten made-up 2,000 km trips in one half hour would add
// 20,000 km.

export const TRIP_LIMITS = {
  /** The fastest average over a whole trip that is believed. */
  maxAverageKmh: 250,
  /** A trip this short may be reported with no time at all (a move across a car park). */
  distanceSlackMetres: 100,
  /** Two trips may share this much time: one device's clock stamping an end and a start. */
  overlapToleranceSeconds: 60,
} as const;

export const TRIP_MESSAGES = {
  tooFast: `distanceMetres is more than a car can drive between startedAt and endedAt (${TRIP_LIMITS.maxAverageKmh} km/h on average)`,
  overlap: (index: number) =>
    `trips[${index}] overlaps another trip this device reported: a car makes one trip at a time`,
} as const;

export type TripSpan = { startedAt: string; endedAt: string };

/** Whether `distanceMetres` could be driven between the trip's start and end. */
export function isTripTooFast(trip: TripSpan & { distanceMetres: number }): boolean {
  const seconds = Math.max(0, (Date.parse(trip.endedAt) - Date.parse(trip.startedAt)) / 1000);
  const reachable = TRIP_LIMITS.distanceSlackMetres + (seconds * TRIP_LIMITS.maxAverageKmh) / 3.6;
  return trip.distanceMetres > reachable;
}

/** Whether two trips share more time than one clock's stamping explains. */
export function tripsOverlap(a: TripSpan, b: TripSpan): boolean {
  const tolerance = TRIP_LIMITS.overlapToleranceSeconds * 1000;
  const [aStart, aEnd] = [Date.parse(a.startedAt), Date.parse(a.endedAt)];
  const [bStart, bEnd] = [Date.parse(b.startedAt), Date.parse(b.endedAt)];
  return Math.min(aEnd, bEnd) - Math.max(aStart, bStart) > tolerance;
}

/**
 * The message for the first posted trip that overlaps another posted trip or one the device
 * reported before; null when none does. A trip posted twice under one event id is one
 * trip.
 */
export function tripOverlapProblem(
  posted: readonly (TripSpan & { eventId: string })[],
  stored: readonly TripSpan[],
): string | null {
  for (const [index, trip] of posted.entries()) {
    const earlier = posted.slice(0, index).filter((other) => other.eventId !== trip.eventId);
    if ([...earlier, ...stored].some((other) => tripsOverlap(trip, other))) {
      return TRIP_MESSAGES.overlap(index);
    }
  }
  return null;
}
