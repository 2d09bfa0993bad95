import { describe, expect, test } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const origin = 'http://127.0.0.1:3000';

describe("the sandbox's way back", () => {
  test('a path on this origin is followed, query included', () => {
    expect(safeRedirect('/ignite', origin)).toBe('/ignite');
    expect(safeRedirect('/ignite/transactions?x=1', origin)).toBe('/ignite/transactions?x=1');
  });

  test('anything else goes to the cashback profile', () => {
    for (const redirect of [
      null,
      '',
      'ignite',
      'https://evil.example/ignite',
      '//evil.example/ignite',
      '/\\evil.example/ignite',
      '/\t/evil.example/ignite',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(redirect, origin)).toBe('/ignite');
    }
  });
});
