// The offer search's page sizes (spec part 3 section 9) at the request's boundary: the pages
// the lists ask for are accepted, and nothing past the largest page is.
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PAGE_SIZE,
  LOCATIONS_SHOWN_FIRST,
  LOCATIONS_SHOWN_STEP,
  moreLocationsCount,
  NEARBY_PAGE_SIZE,
  OFFER_PAGE_SIZE_MAX,
  offerSearchQuerySchema,
  SEARCH_PAGE_SIZE,
} from './marketplace-api.ts';
import { MAX_SEARCH_WORDS } from './search-text.ts';

const IDS = {
  appConsumerId: '0b7e6c1e-5a4f-4c53-9d4e-2f1a3b5c7d90',
  appConfigurationId: '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c',
};
const PAGE_SIZE_MESSAGE = 'pageSize must be a whole number from 1 to 1000';

/** The search's query as the browser sends it: every value a string. */
const parse = (query: Record<string, string>) =>
  offerSearchQuerySchema.safeParse({ ...IDS, ...query });

const pageSizeOf = (query: Record<string, string>) => {
  const parsed = parse(query);
  return parsed.success ? parsed.data.pageSize : parsed.error.issues.map((i) => i.message);
};

describe('page sizes (spec part 3 section 9)', () => {
  it('are the spec’s: 20 for nearby offers and 1000 for category loads', () => {
    expect(NEARBY_PAGE_SIZE).toBe(20);
    expect(CATEGORY_PAGE_SIZE).toBe(1000);
    expect(OFFER_PAGE_SIZE_MAX).toBe(1000);
  });

  it('the default page size parameter is 1000', () => {
    expect(pageSizeOf({})).toBe(1000);
  });

  it('a category’s 1000 is accepted; 1001 is refused with the field’s message', () => {
    expect(pageSizeOf({ pageSize: String(CATEGORY_PAGE_SIZE) })).toBe(1000);
    expect(pageSizeOf({ pageSize: String(CATEGORY_PAGE_SIZE + 1) })).toEqual([PAGE_SIZE_MESSAGE]);
  });

  it('the nearby list’s 20 is accepted with its boundary; so is the search’s page', () => {
    const nearby = parse({
      pageSize: String(NEARBY_PAGE_SIZE),
      orderBy: '1',
      nearbyOnly: 'true',
      'searchBoundary.latitude': '-33.815',
      'searchBoundary.longitude': '151.0011',
    });
    expect(nearby.success && nearby.data.pageSize).toBe(20);
    expect(pageSizeOf({ pageSize: String(SEARCH_PAGE_SIZE) })).toBe(SEARCH_PAGE_SIZE);
  });

  it('1 is the smallest page; 0, a fraction and a word are refused', () => {
    expect(pageSizeOf({ pageSize: '1' })).toBe(1);
    for (const bad of ['0', '20.5', 'twenty']) {
      expect(pageSizeOf({ pageSize: bad })).toEqual([PAGE_SIZE_MESSAGE]);
    }
  });
});

describe('the number of words in a search', () => {
  const messagesOf = (searchQuery: string) => {
    const parsed = parse({ searchQuery });
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  };
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('10 different words are accepted, 11 refused in words the owner reads', () => {
    expect(messagesOf(words(MAX_SEARCH_WORDS))).toEqual([]);
    expect(messagesOf(words(MAX_SEARCH_WORDS + 1))).toEqual(['Search for 10 words or fewer']);
  });

  it('a word said again counts once', () => {
    expect(messagesOf(`${words(MAX_SEARCH_WORDS)} word0 WORD1`)).toEqual([]);
  });
});

describe('an offer’s locations, shown a few at a time', () => {
  it('the nearest 5 first, then 10 more at a time', () => {
    expect(LOCATIONS_SHOWN_FIRST).toBe(5);
    expect(moreLocationsCount(LOCATIONS_SHOWN_FIRST, 73)).toBe(LOCATIONS_SHOWN_STEP);
  });

  it('the last step shows what is left, and nothing is left once all are shown', () => {
    expect(moreLocationsCount(65, 73)).toBe(8);
    expect(moreLocationsCount(63, 73)).toBe(10);
    expect(moreLocationsCount(73, 73)).toBe(0);
    expect(moreLocationsCount(5, 3)).toBe(0);
  });
});
