import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { cachedBoundary, createAnswerCache, encodedAnswer } from './answer-cache.ts';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, seconds));

describe('the marketplace answer cache', () => {
  test('keeps an answer for a minute, then builds it afresh', async () => {
    const cache = createAnswerCache(60_000);
    let builds = 0;
    const build = async () => Buffer.from(`{"n":${++builds}}`);
    expect((await cache.answer('home', at(0), build)).json.toString()).toBe('{"n":1}');
    expect((await cache.answer('home', at(59), build)).json.toString()).toBe('{"n":1}');
    expect((await cache.answer('home', at(60), build)).json.toString()).toBe('{"n":2}');
    expect((await cache.answer('other', at(60), build)).json.toString()).toBe('{"n":3}');
  });

  test('trusts nothing cached when the clock goes back', async () => {
    const cache = createAnswerCache(60_000);
    let builds = 0;
    const build = async () => Buffer.from(String(++builds));
    await cache.answer('home', at(30), build);
    expect((await cache.answer('home', at(10), build)).json.toString()).toBe('2');
  });

  test('compresses an answer once per encoding', async () => {
    const cache = createAnswerCache();
    const answer = await cache.answer('home', at(0), async () => Buffer.from('{"a":1}'));
    const first = encodedAnswer(answer, 'gzip');
    expect(encodedAnswer(answer, 'gzip')).toBe(first);
    expect(gunzipSync(await first).toString()).toBe('{"a":1}');
  });

  test('keeps answers for a point to about 110 m', () => {
    expect(cachedBoundary({ latitude: -33.81504, longitude: 151.00114, distanceKms: 25 })).toEqual({
      latitude: -33.815,
      longitude: 151.001,
      distanceKms: 25,
    });
    expect(cachedBoundary(null)).toBeNull();
  });
});
