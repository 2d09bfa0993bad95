import { BRAND_NAME } from '@/shared/brand.ts';
import { useDisplayPreferences } from './display-preferences.ts';

/**
 * The name the app goes by for this user: their app configuration's brand (a dealership's
 * white-label app never shows another name), else the default until the configuration is known.
 */
export function useBrandName(): string {
  return useDisplayPreferences().appConfiguration?.brandName ?? BRAND_NAME;
}
