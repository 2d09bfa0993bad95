import { describe, expect, it } from 'vitest';
import { createGarageViewCache, garageStamp } from './garage-view-cache.ts';

const MAX_AGE_MS = 30_000;
const at = (ms: number) => new Date(Date.UTC(2026, 10, 21) + ms);
const body = (text: string) => Buffer.from(text);

describe('the My Garage answer cache', () => {
  const cached = () => {
    const cache = createGarageViewCache({ maxEntries: 2, maxAgeMs: MAX_AGE_MS });
    cache.set('owner/car', garageStamp(7, 3), at(0), body('answer'));
    return cache;
  };

  it('serves an answer while its stamp matches and it is younger than the maximum age', () => {
    const cache = cached();
    expect(cache.get('owner/car', '7.3', at(0))?.toString()).toBe('answer');
    expect(cache.get('owner/car', '7.3', at(MAX_AGE_MS - 1))?.toString()).toBe('answer');
  });

  it('serves nothing at the maximum age, for another stamp, or for a clock gone back', () => {
    const cache = cached();
    expect(cache.get('owner/car', '7.3', at(MAX_AGE_MS))).toBeUndefined();
    expect(cache.get('owner/car', '8.3', at(1))).toBeUndefined();
    expect(cache.get('owner/car', '7.4', at(1))).toBeUndefined();
    expect(cache.get('owner/car', '7.3', at(-1))).toBeUndefined();
    expect(cache.get('other/car', '7.3', at(1))).toBeUndefined();
  });

  it('keeps the vehicle and app stamps apart', () => {
    // 1.23 and 12.3 are different rows, though their digits read the same.
    expect(garageStamp(1, 23)).not.toBe(garageStamp(12, 3));
  });

  it('replaces an answer written again, and forgets the one written longest ago when full', () => {
    const cache = cached();
    cache.set('owner/car', '9.3', at(5), body('newer'));
    expect(cache.get('owner/car', '9.3', at(6))?.toString()).toBe('newer');
    cache.set('b', '1.1', at(7), body('b'));
    cache.set('c', '1.1', at(8), body('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('owner/car', '9.3', at(9))).toBeUndefined();
    expect(cache.get('c', '1.1', at(9))?.toString()).toBe('c');
  });
});
