import { describe, expect, test } from 'vitest';
import {
  hasTrigram,
  literalLikePattern,
  matchesSearch,
  offerSearchText,
  searchWords,
} from './search-text.ts';

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

describe('the words of a query', () => {
  test('are split at white space, in lower case, each once, in any order', () => {
    expect(searchWords('  Beans\tCOFFEE beans ')).toEqual([
      { spellings: ['beans'] },
      { spellings: ['coffee'] },
    ]);
  });

  test('keep punctuation inside a word', () => {
    expect(searchWords('7-Eleven 10%')).toEqual([
      { spellings: ['7-eleven'] },
      { spellings: ['10%'] },
    ]);
  });

  test('an American spelling is also searched in the Australian one', () => {
    expect(searchWords('Tires')).toEqual([{ spellings: ['tires', 'tyres'] }]);
    expect(searchWords('tyres')).toEqual([{ spellings: ['tyres'] }]);
  });

  test('white space alone has no words', () => {
    expect(searchWords(' \n ')).toEqual([]);
  });
});

describe('whether a word holds a trigram', () => {
  test.each([
    ['cof', true],
    ['7-eleven', true],
    ['co', false],
    ['b-p', false],
    ['10%', false],
    ['%', false],
  ])('%s: %s', (word, expected) => {
    expect(hasTrigram(word)).toBe(expected);
  });
});
