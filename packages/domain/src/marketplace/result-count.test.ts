import { describe, expect, it } from 'vitest';
import { nearbyResultCountText, searchResultCountText } from './result-count.ts';

describe('searchResultCountText', () => {
  it.each([
    [0, 'No results found'],
    [1, 'Found 1 result'],
    [2, 'Found 2 results'],
    [999, 'Found 999 results'],
    [1000, 'Found 1,000 results'],
    [1234567, 'Found 1,234,567 results'],
  ])('%i -> %s', (count, text) => {
    expect(searchResultCountText(count)).toBe(text);
  });
});

describe('nearbyResultCountText', () => {
  it.each([
    [0, 'No nearby offers found'],
    [1, 'Found 1 nearby offer'],
    [2, '2 nearby offers'],
    [20, '20 nearby offers'],
    [1000, '1,000 nearby offers'],
  ])('with a boundary, %i -> %s', (count, text) => {
    expect(nearbyResultCountText(count, true)).toBe(text);
  });

  it.each([0, 1, 5])('without a boundary, %i -> Nearby offers not available', (count) => {
    expect(nearbyResultCountText(count, false)).toBe('Nearby offers not available');
  });
});
