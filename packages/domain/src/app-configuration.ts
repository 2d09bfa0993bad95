import { z } from 'zod/mini';
import { THEMES } from './enums.ts';
import { resultSchema } from './result.ts';

/** The app configuration as the browser sees it: never the launch secret. */
export const appConfigurationSchema = z.object({
  appConfigurationId: z.string(),
  name: z.string(),
  brandName: z.string(),
  theme: z.enum(THEMES),
  isDarkMode: z.boolean(),
  isGeneric: z.boolean(),
  isValid: z.boolean(),
});
export type AppConfiguration = z.infer<typeof appConfigurationSchema>;

export const appConfigurationResultSchema = resultSchema(appConfigurationSchema);
