import { describe, expect, test } from 'vitest';
import { estimateOdometer, formatDistance, formatDuration, routeSketch } from './trips.ts';

test('distances and durations read as a person says them', () => {
  expect(formatDistance(850)).toBe('850 m');
  expect(formatDistance(8400)).toBe('8.4 km');
  expect(formatDistance(12_000)).toBe('12 km');
  expect(formatDuration(20)).toBe('1 min');
  expect(formatDuration(23 * 60)).toBe('23 min');
  expect(formatDuration(65 * 60)).toBe('1 h 5 min');
  expect(formatDuration(120 * 60)).toBe('2 h');
});

describe('the odometer estimated from trips', () => {
  const reading = { odometer: 57_300, setAt: '2026-11-20T10:00:00.000Z' };
  test('the last reading plus the trips that started after it', () => {
    const trips = [
      { startedAt: '2026-11-20T09:00:00.000Z', distanceMetres: 99_000 },
      { startedAt: '2026-11-21T09:00:00.000Z', distanceMetres: 12_400 },
      { startedAt: '2026-11-22T09:00:00.000Z', distanceMetres: 8_700 },
    ];
    expect(estimateOdometer(reading, trips)).toEqual({
      estimatedKm: 57_321,
      lastReadingKm: 57_300,
      sinceKm: 21,
      tripCount: 2,
    });
  });
  test('nothing to estimate without a reading or without a trip since', () => {
    expect(estimateOdometer({ odometer: null, setAt: null }, [])).toBeNull();
    expect(
      estimateOdometer(reading, [{ startedAt: '2026-11-19T09:00:00.000Z', distanceMetres: 5 }]),
    ).toBeNull();
  });
});

describe('the route sketch', () => {
  test('north up, east right, inside the box', () => {
    const points = routeSketch(
      [
        { lat: -33.8, long: 151.0 },
        { lat: -33.7, long: 151.0 },
        { lat: -33.7, long: 151.1 },
      ],
      100,
      100,
    );
    const [start, north, east] = points;
    expect(north?.y).toBeLessThan(start?.y ?? 0);
    expect(east?.x).toBeGreaterThan(north?.x ?? 0);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(4);
      expect(p.x).toBeLessThanOrEqual(96);
      expect(p.y).toBeGreaterThanOrEqual(4);
      expect(p.y).toBeLessThanOrEqual(96);
    }
  });
  test('fewer than two points draw nothing', () => {
    expect(routeSketch([{ lat: 1, long: 1 }], 100, 100)).toEqual([]);
  });
});
