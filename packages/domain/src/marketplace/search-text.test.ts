import { describe, expect, test } from 'vitest';
import { literalLikePattern, matchesSearch, offerSearchText } from './search-text.ts';

describe('the offer search text', () => {
  test('joins title, advertiser and description in lower case', () => {
    expect(offerSearchText('20% off Lattes', 'The Galah Café', ['Fresh Beans.', 'Daily'])).toBe(
      '20% off lattes the galah café fresh beans. daily',
    );
  });

  test('matches a query whatever its case', () => {
    const text = offerSearchText('Flat White', 'Bean There', []);
    expect(matchesSearch(text, 'WHITE')).toBe(true);
    expect(matchesSearch(text, 'espresso')).toBe(false);
  });
});

describe('the LIKE pattern of a query', () => {
  test.each([
    ['Coffee', '%coffee%'],
    ['20%', '%20\\%%'],
    ['a_b', '%a\\_b%'],
    ['C:\\beans', '%c:\\\\beans%'],
    ["O'Brien", "%o'brien%"],
    ['☕️', '%☕️%'],
  ])('%s is %s', (query, pattern) => {
    expect(literalLikePattern(query)).toBe(pattern);
  });
});
