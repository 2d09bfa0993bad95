import { describe, expect, test } from 'vitest';
import { hasPermissions } from './has-permissions.ts';

describe('hasPermissions', () => {
  test('no rule lets everyone through', () => {
    expect(hasPermissions([], undefined)).toBe(true);
  });

  test('a list needs every permission in it', () => {
    expect(hasPermissions(['debug', 'demo'], ['debug', 'demo'])).toBe(true);
    expect(hasPermissions(['debug'], ['debug', 'demo'])).toBe(false);
    expect(hasPermissions([], [])).toBe(true);
  });

  test('any needs at least one of its permissions', () => {
    expect(hasPermissions(['demo'], { any: ['debug', 'demo'] })).toBe(true);
    expect(hasPermissions(['dealer-mode'], { any: ['debug', 'demo'] })).toBe(false);
    expect(hasPermissions([], { any: [] })).toBe(true);
  });

  test('all and any together must both hold', () => {
    const rule = { all: ['dealer-mode'], any: ['debug', 'demo'] };
    expect(hasPermissions(['dealer-mode', 'demo'], rule)).toBe(true);
    expect(hasPermissions(['dealer-mode'], rule)).toBe(false);
    expect(hasPermissions(['demo'], rule)).toBe(false);
  });
});
