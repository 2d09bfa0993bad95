import type { AppConfiguration } from '@ignite/domain/app-configuration';
import { saveAppConfiguration } from '@/shared/settings/display-preferences.ts';
import { endSessionHere } from './logout.ts';

/**
 * Every app configuration the signed-in user is given comes through here: at a launch, a
 * welcome link, the shell's fetch after a password sign-in, and a re-authentication. Spec part
 * 2 section 8: a configuration that is not valid (the dealership's app switched off) clears
 * the stored user and tokens, leaving the person signed out. Nothing of it is kept: its theme
 * must not dress the sign-in page. True when the session may go on.
 */
export function adoptAppConfiguration(configuration: AppConfiguration): boolean {
  if (!configuration.isValid) {
    endSessionHere();
    return false;
  }
  saveAppConfiguration(configuration);
  return true;
}
