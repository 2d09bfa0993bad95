// The offer search's text rule. An offer is searched by its title, advertiser and description
// in lower case (written with the offer). A query is split into words at white space; an
// offer matches when every word is found in its text, in any order, either literally (so a
// word's beginning finds the whole word, and a % or _ typed by the owner is that character)
// or as a close spelling of one of its words (trigram similarity, in the database). The
// ranking of what matches is search-rank.ts.

/** What an offer is searched by: its title, advertiser and description, in lower case. */
export function offerSearchText(
  title: string,
  advertiserName: string,
  description: readonly string[],
): string {
  return [title, advertiserName, ...description].join(' ').toLowerCase();
}

/** The LIKE pattern for a query: lower case, LIKE's wildcards and escape escaped, anywhere. */
export function literalLikePattern(query: string): string {
  return `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern's meaning, for the tests: does `text` hold the query? */
export function matchesSearch(searchText: string, query: string): boolean {
  return searchText.includes(query.toLowerCase());
}

/**
 * How alike a query word and a word of the offer must be: pg_trgm's similarity of the two
 * whole words (their shared trigrams over all their trigrams; strict word similarity, for a
 * word within a text). At 0.5 one letter left out or doubled in a word of five letters or more
 * still matches ('cofee', 'batery'), and a word does not match another that only begins alike
 * ('movie' is not 'moving'). The database function offers_with_words holds the same figure.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * More words than this are refused: each word is one index search, and an owner's search is
 * a few words. A word said twice counts once.
 */
export const MAX_SEARCH_WORDS = 10;
export const TOO_MANY_WORDS_MESSAGE = `Search for ${MAX_SEARCH_WORDS} words or fewer`;

/**
 * The catalogue is written in Australian spelling. The American spelling of a word is not a
 * typo that trigrams can see ('tires' and 'tyres' share a third of their trigrams, as
 * 'tires' and 'fires' do), so such a word is also searched in its Australian spelling.
 */
const AUSTRALIAN_SPELLING: Readonly<Record<string, string>> = {
  tire: 'tyre',
  tires: 'tyres',
  color: 'colour',
  colors: 'colours',
  center: 'centre',
  centers: 'centres',
  theater: 'theatre',
  theaters: 'theatres',
  aluminum: 'aluminium',
  jewelry: 'jewellery',
  favorite: 'favourite',
  favorites: 'favourites',
  gray: 'grey',
  donut: 'doughnut',
  donuts: 'doughnuts',
  mom: 'mum',
  catalog: 'catalogue',
  license: 'licence',
};

/** One word of a query: its spellings (the word as typed, in lower case, first). */
export type SearchWord = { spellings: string[] };

/**
 * The query's different words in lower case, each with its spellings. Words are separated by
 * white space only, so '7-eleven' or '10%' stay one word.
 */
export function searchWords(query: string): SearchWord[] {
  const words = [...new Set(query.toLowerCase().split(/\s+/u).filter(Boolean))];
  return words.map((word) => {
    const australian = AUSTRALIAN_SPELLING[word];
    return { spellings: australian ? [word, australian] : [word] };
  });
}

/**
 * Whether a word holds a trigram: a run of three letters or digits (pg_trgm splits words on
 * anything else). Without one, similarity means nothing and the trigram index cannot narrow
 * the search, so such a word ('bp', '%', '10%') is matched literally.
 */
export function hasTrigram(word: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(word);
}
