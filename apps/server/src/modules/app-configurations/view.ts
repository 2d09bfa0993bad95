import type { AppConfiguration } from '@ignite/domain/app-configuration';
import { DEFAULT_THEME, THEMES, type Theme } from '@ignite/domain/enums';
import type { appConfigurations } from '../../db/schema.ts';

const isTheme = (value: string): value is Theme => (THEMES as readonly string[]).includes(value);

/** The browser's view of an app configuration: branding and flags, never the launch secret. */
export function toAppConfiguration(row: typeof appConfigurations.$inferSelect): AppConfiguration {
  return {
    appConfigurationId: row.id,
    name: row.name,
    brandName: row.brandName,
    theme: isTheme(row.theme) ? row.theme : DEFAULT_THEME,
    isDarkMode: row.isDarkMode,
    isGeneric: row.isGeneric,
    isValid: row.isValid,
  };
}
