import { describe, expect, test } from 'vitest';
import {
  compareSearchMatches,
  foundScore,
  offerRelevance,
  rankSearchMatches,
  type SearchMatch,
  type WordFound,
  type WordMatch,
  wordRelevance,
} from './search-rank.ts';
import { WORD_SIMILARITY_THRESHOLD } from './search-text.ts';

const none: WordFound = { holds: false, similarity: 0 };
const literal: WordFound = { holds: true, similarity: 0 };
const close = (similarity: number): WordFound => ({ holds: false, similarity });

/** Found in the title or advertiser (and so in the whole text too). */
const inHead = (found: WordFound): WordMatch => ({ head: found, text: found });
/** Found in the description alone. */
const inDescription = (found: WordFound): WordMatch => ({ head: none, text: found });

const match = (offerId: string, words: WordMatch[], km: number | null = null, startsAt = 0) =>
  ({ offerId, words, km, startsAt }) satisfies SearchMatch;

describe('how a word was found in one text', () => {
  test('held literally scores 1', () => {
    expect(foundScore(literal)).toBe(1);
  });

  test('a close spelling scores below that, down to the threshold; below it, nothing', () => {
    expect(foundScore(close(0.999))).toBeLessThan(foundScore(literal));
    expect(foundScore(close(0.9))).toBeCloseTo(0.72, 9);
    expect(foundScore(close(WORD_SIMILARITY_THRESHOLD))).toBeCloseTo(0.4, 9);
    expect(foundScore(close(WORD_SIMILARITY_THRESHOLD - 0.001))).toBe(0);
    expect(foundScore(none)).toBe(0);
  });
});

describe('a word’s relevance', () => {
  test('the title or advertiser ranks above the description, even as a close spelling', () => {
    const headClose = wordRelevance(inHead(close(WORD_SIMILARITY_THRESHOLD)));
    const descriptionLiteral = wordRelevance(inDescription(literal));
    expect(headClose).toBeGreaterThan(descriptionLiteral);
    expect(descriptionLiteral).toBe(1);
    expect(wordRelevance(inHead(literal))).toBe(2);
  });

  test('in the description, a literal find is 1 and a close spelling less', () => {
    expect(wordRelevance(inDescription(literal))).toBe(1);
    expect(wordRelevance(inDescription(close(0.9)))).toBeCloseTo(0.72, 9);
  });

  test('not found anywhere is 0', () => {
    expect(wordRelevance(inDescription(none))).toBe(0);
  });
});

describe('an offer’s relevance', () => {
  test('is the mean over the query’s words', () => {
    expect(offerRelevance([inHead(literal), inDescription(literal)])).toBe(1.5);
  });

  test('is 0 without words', () => {
    expect(offerRelevance([])).toBe(0);
  });
});

describe('the ranking', () => {
  test('a title match ranks above a description match however near', () => {
    const coffeeShop = match('b', [inHead(literal)], 771);
    const dieselWithCoffee = match('a', [inDescription(literal)], 1);
    expect(rankSearchMatches([dieselWithCoffee, coffeeShop])).toEqual([
      coffeeShop,
      dieselWithCoffee,
    ]);
  });

  test('an exact word ranks above a close typo', () => {
    const exact = match('b', [inHead(literal)], 50);
    const typo = match('a', [inHead(close(0.9))], 1);
    expect(compareSearchMatches(exact, typo)).toBeLessThan(0);
  });

  test('among equal matches, nearer first, then no distance, then the newest, then by id', () => {
    const far = match('a', [inHead(literal)], 20.5);
    const near = match('b', [inHead(literal)], 20.4);
    const onlineNew = match('c', [inHead(literal)], null, 2000);
    const onlineOld = match('d', [inHead(literal)], null, 1000);
    const onlineOldToo = match('e', [inHead(literal)], null, 1000);
    expect(rankSearchMatches([onlineOldToo, onlineOld, onlineNew, far, near])).toEqual([
      near,
      far,
      onlineNew,
      onlineOld,
      onlineOldToo,
    ]);
  });

  test('the same offer compares equal to itself', () => {
    const one = match('a', [inHead(literal)], 3);
    expect(compareSearchMatches(one, { ...one })).toBe(0);
  });
});
