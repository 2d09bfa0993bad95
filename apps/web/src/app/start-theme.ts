// The start's first stage (main.tsx, decision 0046): zod's configuration before any module
// below builds a schema, then the cached theme, whose reading brings zod and the app
// configuration's schema.
import './zod-config.ts';

export { applyTheme } from '@/shared/settings/display-preferences.ts';
