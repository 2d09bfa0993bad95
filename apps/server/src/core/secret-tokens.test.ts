import { describe, expect, it } from 'vitest';
import { hashSecretToken, newSecretToken } from './secret-tokens.ts';

describe('secret tokens', () => {
  it('are 43 URL-safe characters, and never the same twice', () => {
    const tokens = Array.from({ length: 1000 }, newSecretToken);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are stored as their SHA-256 in hex', () => {
    // FIPS 180-2's test vector for "abc".
    expect(hashSecretToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const token = newSecretToken();
    expect(hashSecretToken(token)).toBe(hashSecretToken(token));
    expect(hashSecretToken(token)).not.toBe(hashSecretToken(newSecretToken()));
  });
});
