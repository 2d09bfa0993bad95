import { readFileSync } from 'node:fs';
import { THEMES } from '@ignite/domain/enums';
import { describe, expect, test } from 'vitest';
import { THEME_COLORS } from '@ignite/domain/theme-colors';

const css = readFileSync(new URL('../../index.css', import.meta.url), 'utf8');

/** A custom property of the `html.<theme>.<mode>` block in index.css. */
function cssColour(theme: string, mode: string, property: string): string | undefined {
  const block = css.match(new RegExp(`html\\.${theme}\\.${mode}\\s*\\{([^}]*)\\}`))?.[1];
  return block?.match(new RegExp(`${property}:\\s*(#[0-9a-f]{6})`, 'i'))?.[1]?.toLowerCase();
}

describe('the theme colours the browser shows outside the page', () => {
  test('cover every theme', () => {
    expect(Object.keys(THEME_COLORS).sort()).toEqual([...THEMES].sort());
  });

  const cases = THEMES.flatMap((theme) =>
    (['dark', 'light'] as const).map((mode) => [theme, mode] as const),
  );
  test.each(cases)('%s in %s mode are index.css’s background and accent', (theme, mode) => {
    expect(THEME_COLORS[theme][mode]).toEqual({
      background: cssColour(theme, mode, '--color-bg'),
      accent: cssColour(theme, mode, '--color-accent'),
    });
  });
});
