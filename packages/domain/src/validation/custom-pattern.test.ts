import { describe, expect, it } from 'vitest';
import { doesNotMatch, matches } from './custom-pattern.ts';

describe('custom regex and anti-regex', () => {
  it('regex: must match', () => {
    const rule = matches(/^[A-Z]/, 'Start with a capital');
    expect(rule('Ute')).toBeUndefined();
    expect(rule('ute')).toBe('Start with a capital');
  });
  it('anti-regex: must not match', () => {
    const rule = doesNotMatch(/test/i, 'No test names');
    expect(rule('My car')).toBeUndefined();
    expect(rule('Test car')).toBe('No test names');
  });
});
