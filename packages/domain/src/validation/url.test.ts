import { describe, expect, it } from 'vitest';
import { firstFailure } from './rule.ts';
import { urlField, urlRules } from './url.ts';

const check = (value: string) => firstFailure(value, urlRules);

describe('URL', () => {
  it('2 characters fail on length; 3 characters pass the length rule', () => {
    expect(check('ht')).toBe('Must be at least 3 character(s).');
    expect(check('htt')).toBe('Must be a valid URL.');
  });
  it('2048 characters pass, 2049 fail on length', () => {
    const base = 'https://dealer.example.com/';
    const at2048 = base + 'a'.repeat(2048 - base.length);
    expect(check(at2048)).toBeUndefined();
    expect(check(`${at2048}a`)).toBe('Must be no more than 2048 characters.');
  });
  it('must start with https', () => {
    expect(check('http://dealer.example.com')).toBe('Must be a valid URL.');
    expect(check('ftp://dealer.example.com')).toBe('Must be a valid URL.');
    expect(check('dealer.example.com')).toBe('Must be a valid URL.');
  });
  it.each([
    'https://dealer.example.com',
    'https://www.ignite.com.au/service?x=1#top',
    'https://api.example.com:8443/v1',
  ])('accepts %s', (value) => {
    expect(check(value)).toBeUndefined();
  });
  it.each(['https://', 'https://localhost', 'https://exa mple.com', 'https://example'])(
    'rejects %s',
    (value) => {
      expect(check(value)).toBe('Must be a valid URL.');
    },
  );
  it('the field accepts empty', () => {
    expect(urlField().parse('')).toBeUndefined();
  });
});
