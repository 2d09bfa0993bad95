import { describe, expect, test } from 'vitest';
import { batteryHealth, sparklinePoints } from './battery-health.ts';

const readings = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    voltage: 12 + i / 10,
    readingTimestamp: new Date(Date.UTC(2026, 10, 1, i)).toISOString(),
  }));

describe('battery health', () => {
  test('0 readings: no data', () => {
    expect(batteryHealth([])).toEqual({
      hasData: false,
      currentVoltage: null,
      minVoltage: null,
      maxVoltage: null,
      sparkline: [],
      utcDateLastReading: null,
      batteryVoltageReadings: [],
    });
  });

  test('1 reading: it is the current, the min and the max', () => {
    const health = batteryHealth(readings(1));
    expect([health.currentVoltage, health.minVoltage, health.maxVoltage]).toEqual([12, 12, 12]);
    expect(health.sparkline).toEqual([12]);
  });

  test('10 readings: all ten, oldest first, whatever order they came in', () => {
    const health = batteryHealth(readings(10).reverse());
    expect(health.sparkline).toHaveLength(10);
    expect(health.sparkline[0]).toBe(12);
    expect(health.currentVoltage).toBeCloseTo(12.9);
    expect(health.utcDateLastReading).toBe('2026-11-01T09:00:00.000Z');
  });

  test('11 readings: the newest ten; the oldest is dropped from min and max too', () => {
    const health = batteryHealth(readings(11));
    expect(health.sparkline).toHaveLength(10);
    expect(health.minVoltage).toBeCloseTo(12.1);
    expect(health.maxVoltage).toBeCloseTo(13);
  });
});

describe('sparkline points', () => {
  test('inside the box with a padding of 4: oldest left, highest at the top', () => {
    const points = sparklinePoints([12, 12.5, 13], 100, 40);
    expect(points).toEqual([
      { x: 4, y: 36 },
      { x: 50, y: 20 },
      { x: 96, y: 4 },
    ]);
  });

  test('one point sits in the middle; equal values draw a flat middle line', () => {
    expect(sparklinePoints([12.4], 100, 40)).toEqual([{ x: 50, y: 20 }]);
    expect(sparklinePoints([12, 12], 100, 40).map((p) => p.y)).toEqual([20, 20]);
  });

  test('never more than 10 points', () => {
    expect(
      sparklinePoints(
        readings(11).map((r) => r.voltage),
        100,
        40,
      ),
    ).toHaveLength(10);
  });
});
