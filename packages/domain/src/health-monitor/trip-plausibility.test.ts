import { describe, expect, test } from 'vitest';
import {
  isTripTooFast,
  TRIP_LIMITS,
  TRIP_MESSAGES,
  tripOverlapProblem,
  tripsOverlap,
} from './trip-plausibility.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 29, 9, 0) + minutes * 60_000);
const span = (from: number, to: number, eventId = `trip-${from}-${to}`) => ({
  eventId,
  startedAt: at(from).toISOString(),
  endedAt: at(to).toISOString(),
});

describe('isTripTooFast', () => {
  test('an hour at exactly 250 km/h (plus the slack) is believed; a metre more is not', () => {
    expect(TRIP_LIMITS.maxAverageKmh).toBe(250);
    const limit = 250_000 + TRIP_LIMITS.distanceSlackMetres;
    expect(isTripTooFast({ ...span(0, 60), distanceMetres: limit })).toBe(false);
    expect(isTripTooFast({ ...span(0, 60), distanceMetres: limit + 1 })).toBe(true);
  });

  test('2,000 km in half an hour is not a car', () => {
    expect(isTripTooFast({ ...span(0, 30), distanceMetres: 2_000_000 })).toBe(true);
  });

  test('a trip with no time at all may move up to the slack', () => {
    expect(isTripTooFast({ ...span(0, 0), distanceMetres: 100 })).toBe(false);
    expect(isTripTooFast({ ...span(0, 0), distanceMetres: 101 })).toBe(true);
  });

  test('an ordinary drive: 12 km in 20 minutes', () => {
    expect(isTripTooFast({ ...span(0, 20), distanceMetres: 12_000 })).toBe(false);
  });
});

describe('tripsOverlap', () => {
  test('one trip after another, or sharing up to a minute, do not overlap', () => {
    expect(tripsOverlap(span(0, 20), span(20, 40))).toBe(false);
    expect(tripsOverlap(span(0, 20), span(19, 40))).toBe(false);
    expect(tripsOverlap(span(0, 20), span(40, 60))).toBe(false);
  });

  test('sharing more than a minute, or one inside another, overlaps', () => {
    expect(tripsOverlap(span(0, 20), span(18.9, 40))).toBe(true);
    expect(tripsOverlap(span(0, 60), span(10, 20))).toBe(true);
    expect(tripsOverlap(span(10, 20), span(0, 60))).toBe(true);
  });
});

describe('tripOverlapProblem', () => {
  test('names the first posted trip that overlaps one posted before it', () => {
    expect(tripOverlapProblem([span(0, 20), span(30, 40), span(35, 50)], [])).toBe(
      TRIP_MESSAGES.overlap(2),
    );
  });

  test('names a posted trip that overlaps one stored', () => {
    expect(tripOverlapProblem([span(60, 70), span(0, 20)], [span(10, 30)])).toBe(
      TRIP_MESSAGES.overlap(1),
    );
  });

  test('one trip posted twice under its event id is one trip', () => {
    expect(tripOverlapProblem([span(0, 20, 'a'), span(0, 20, 'a')], [])).toBeNull();
    expect(tripOverlapProblem([span(0, 20, 'a'), span(0, 20, 'b')], [])).toBe(
      TRIP_MESSAGES.overlap(1),
    );
  });

  test('trips one after another, posted and stored: none', () => {
    expect(tripOverlapProblem([span(20, 40), span(40, 60)], [span(0, 20)])).toBeNull();
  });
});
