/**
 * The marketplace's browse answers (the home and a category's offers) kept by one server
 * instance for a minute, as JSON bytes and, once asked for, compressed. They hold nothing of
 * one owner's: every owner of an app in the same part of town sees the same home and the
 * same category, with distances from the same point. The catalogue changes only by a
 * deploy's seed, and an offer's flags move by the day, so a minute old is as good as new
 * (decision 0025). Access is still checked on every request, before the cache is read.
 */
import type { SearchBoundary } from '@ignite/domain/marketplace/marketplace-api';
import { compressJson, type Encoding } from '../../plugins/compress-api.ts';

export const ANSWER_MAX_AGE_MS = 60_000;
/** At most this many bytes are kept, the oldest answers going first. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The point answers are kept for: the caller's, to 3 decimals (about 110 m), so distances
 * shown to one decimal of a km are off by at most 0.1.
 */
export function cachedBoundary(boundary: SearchBoundary | null): SearchBoundary | null {
  if (!boundary) return null;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { ...boundary, latitude: round(boundary.latitude), longitude: round(boundary.longitude) };
}

export type CachedAnswer = {
  atMs: number;
  json: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

const sizeOf = (answer: CachedAnswer) => answer.json.length * 1.3;

export function createAnswerCache(maxAgeMs = ANSWER_MAX_AGE_MS) {
  // A Map iterates in insertion order, so the first key is the answer written longest ago.
  const entries = new Map<string, CachedAnswer>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= sizeOf(entry);
    entries.delete(key);
  };
  return {
    /** The answer for `key`, from the cache while it is fresh, else from `build`. */
    async answer(key: string, now: Date, build: () => Promise<Buffer>): Promise<CachedAnswer> {
      const cached = entries.get(key);
      const ageMs = cached ? now.getTime() - cached.atMs : -1;
      // A clock that went back (a test's, or a corrected host clock) trusts nothing cached.
      if (cached && ageMs >= 0 && ageMs < maxAgeMs) return cached;
      const answer: CachedAnswer = { atMs: now.getTime(), json: await build(), encoded: {} };
      drop(key);
      entries.set(key, answer);
      bytes += sizeOf(answer);
      while (bytes > MAX_BYTES) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
      return answer;
    },
  };
}
export type AnswerCache = ReturnType<typeof createAnswerCache>;

/** The answer in `encoding`, compressed once and kept with it. */
export function encodedAnswer(answer: CachedAnswer, encoding: Encoding): Promise<Buffer> {
  answer.encoded[encoding] ??= compressJson(answer.json, encoding);
  return answer.encoded[encoding];
}
