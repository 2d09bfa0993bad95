import { describe, expect, test } from 'vitest';
import { activeFooterIndex } from './footer-items.ts';

describe('activeFooterIndex', () => {
  test('picks the icon by path prefix in the spec order', () => {
    expect(activeFooterIndex('/timeline')).toBe(0);
    expect(activeFooterIndex('/trips/42')).toBe(1);
    expect(activeFooterIndex('/my-garage/settings')).toBe(2);
    expect(activeFooterIndex('/my-marketplace')).toBe(3);
    expect(activeFooterIndex('/safety')).toBe(4);
  });

  test('highlights none for any other path, or a look-alike prefix', () => {
    expect(activeFooterIndex('/')).toBe(-1);
    expect(activeFooterIndex('/debug')).toBe(-1);
    expect(activeFooterIndex('/my-garage-extra')).toBe(-1);
  });
});
