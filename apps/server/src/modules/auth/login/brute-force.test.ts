// Brute force must stay infeasible while the owner is never locked out. An attacker who waits
// exactly as long as the server asks is counted for two hours.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../../test/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

/** Guesses as fast as allowed for `seconds`, from `addressOf(n)`; answers the 401s. */
async function guessesIn(seconds: number, addressOf: (guess: number) => string) {
  let guesses = 0;
  let attempt = 0;
  const end = t.clock.now().getTime() + seconds * 1000;
  while (t.clock.now().getTime() < end) {
    const { response } = await call(t.app, {
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'owner@demo.ignite', password: `guess-${attempt}` },
      remoteAddress: addressOf(attempt++),
    });
    if (response.statusCode === 401) guesses++;
    else if (response.statusCode === 429) {
      t.clock.advanceSeconds(Number(response.headers['retry-after']));
    } else throw new Error(`unexpected ${response.statusCode}`);
  }
  return guesses;
}

describe('guesses an attacker gets at one account', () => {
  it('from one address: 13 in the first hour, 4 an hour after that', async () => {
    expect(await guessesIn(3600, () => '203.0.113.5')).toBe(13);
    expect(await guessesIn(3600, () => '203.0.113.5')).toBe(4);
  });

  it('from a new address for every guess: 28 in the first hour, 4 an hour after that', async () => {
    expect(await guessesIn(3600, (n) => `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`)).toBe(28);
    expect(await guessesIn(3600, (n) => `11.${n >> 16}.${(n >> 8) & 255}.${n & 255}`)).toBe(4);
  });
});
