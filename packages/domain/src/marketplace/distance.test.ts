import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, formatDistanceKm, haversineKm } from './distance.ts';

const sydney = { latitude: -33.8688, longitude: 151.2093 };
const melbourne = { latitude: -37.8136, longitude: 144.9631 };

describe('haversineKm', () => {
  it('uses R = 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it('Sydney to Melbourne is about 713.4 km, either way round', () => {
    expect(Math.abs(haversineKm(sydney, melbourne) - 713.4)).toBeLessThan(0.5);
    expect(haversineKm(melbourne, sydney)).toBeCloseTo(haversineKm(sydney, melbourne), 9);
  });

  it('is zero from a point to itself', () => {
    expect(haversineKm(sydney, sydney)).toBe(0);
  });

  it('is half the circumference between antipodes', () => {
    const halfWay = Math.PI * EARTH_RADIUS_KM;
    expect(haversineKm(sydney, { latitude: 33.8688, longitude: 151.2093 - 180 })).toBeCloseTo(
      halfWay,
      6,
    );
    expect(
      haversineKm({ latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }),
    ).toBeCloseTo(halfWay, 6);
  });

  it('crosses the antimeridian the short way', () => {
    // 1 degree of longitude on the equator, across 180.
    const oneDegree = (Math.PI * EARTH_RADIUS_KM) / 180;
    expect(
      haversineKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 }),
    ).toBeCloseTo(oneDegree, 6);
  });
});

describe('formatDistanceKm', () => {
  it.each([
    [3.4, '3.4 km'],
    [3.44, '3.4 km'],
    [3.45001, '3.5 km'],
    [0, '0.0 km'],
    [0.04, '0.0 km'],
    [0.05, '0.1 km'],
    [-0.01, '0.0 km'],
    [-0, '0.0 km'],
    [-5, '-5.0 km'],
    [12, '12.0 km'],
    [999.96, '1,000.0 km'],
    [1234.46, '1,234.5 km'],
    [713.4346, '713.4 km'],
    [1234567.8, '1,234,567.8 km'],
  ])('%f -> %s', (km, text) => {
    expect(formatDistanceKm(km)).toBe(text);
  });
});
