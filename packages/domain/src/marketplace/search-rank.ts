// How the offer search ranks what matches: relevance first, then distance. The database works
// out the inputs (how alike each query word is to the offer's title and advertiser, and to its
// whole text, and how far its nearest location is); this file is the rule.
//
// A word's relevance: where it was found (the title or advertiser above the description
// alone), then how (held literally above a close spelling, closer spellings higher). An offer's relevance is the mean over the query's
// words. Among offers of equal relevance, the nearer in-store offer comes first (offers with no
// distance after them), then the newest.
import { WORD_SIMILARITY_THRESHOLD } from './search-text.ts';

/**
 * One query word against one offer's title and advertiser, or its whole text. Similarity is
 * costly (tens of microseconds a text), so the database works it out only where it counts:
 * where the text does not hold the word literally (and, for the whole text, where the title
 * and advertiser do not have it either); elsewhere it sends 0.
 */
export type WordFound = {
  /** The text holds one of the word's spellings literally. */
  holds: boolean;
  /** pg_trgm's strict word similarity of the word's best spelling to a word of the text. */
  similarity: number;
};

/** One query word against one offer: its title and advertiser (`head`), and its whole text. */
export type WordMatch = { head: WordFound; text: WordFound };

/** What the ranking knows of a matching offer. */
export type SearchMatch = {
  offerId: string;
  /** One per query word, in the query's order. */
  words: WordMatch[];
  /** Kilometres to the nearest location of an in-store offer; null when not known. */
  km: number | null;
  /** When the offer started (ms since the epoch): the newest first among equals. */
  startsAt: number;
};

/** A close spelling counts at most this much of a literal find (its similarity is below 1). */
const CLOSE_SPELLING = 0.8;

/** How a word was found in one text: 1 literally, 0.4 to 0.8 as a close spelling, else 0. */
export function foundScore(found: WordFound): number {
  if (found.holds) return 1;
  if (found.similarity >= WORD_SIMILARITY_THRESHOLD) return CLOSE_SPELLING * found.similarity;
  return 0;
}

/**
 * A word's relevance: above 1 when the title or advertiser has it (1 + how it was found
 * there), else how the description has it (at most 1), else 0.
 */
export function wordRelevance(match: WordMatch): number {
  const head = foundScore(match.head);
  return head > 0 ? 1 + head : foundScore(match.text);
}

/** An offer's relevance: the mean of its words' (0 for a query without words). */
export function offerRelevance(words: readonly WordMatch[]): number {
  if (words.length === 0) return 0;
  const sum = words.reduce((total, word) => total + wordRelevance(word), 0);
  // Rounded so that equal matches compare equal whatever the order of the additions.
  return Math.round((sum / words.length) * 1e6) / 1e6;
}

/** Negative when `a` ranks above `b`: relevance, then distance (none last), newest, id. */
export function compareSearchMatches(a: SearchMatch, b: SearchMatch): number {
  const relevance = offerRelevance(b.words) - offerRelevance(a.words);
  if (relevance !== 0) return relevance;
  const kmA = a.km ?? Number.POSITIVE_INFINITY;
  const kmB = b.km ?? Number.POSITIVE_INFINITY;
  if (kmA !== kmB) return kmA < kmB ? -1 : 1;
  if (a.startsAt !== b.startsAt) return b.startsAt - a.startsAt;
  return a.offerId < b.offerId ? -1 : a.offerId > b.offerId ? 1 : 0;
}

/** The matches in ranking order (a new array). */
export function rankSearchMatches<T extends SearchMatch>(matches: readonly T[]): T[] {
  return [...matches].sort(compareSearchMatches);
}
