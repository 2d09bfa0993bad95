import { describe, expect, it } from 'vitest';
import { emailAccent, THEME_COLORS } from './theme-colors.ts';

describe('emailAccent', () => {
  it('is the theme’s light accent, and the default theme’s for a theme not known', () => {
    expect(emailAccent('theme-isuzu')).toBe(THEME_COLORS['theme-isuzu'].light.accent);
    expect(emailAccent('theme-from-the-future')).toBe(THEME_COLORS['theme-1'].light.accent);
  });
});
