import type { AppConfiguration } from '@ignite/domain/app-configuration';
import { notFound } from '../../core/http-errors.ts';
import type { AppConfigurationRepository } from './repository.ts';
import { toAppConfiguration } from './view.ts';

const NO_APP_CONFIGURATION = 'No app configuration for this user';

export type AppConfigurationService = ReturnType<typeof createAppConfigurationService>;

export function createAppConfigurationService({
  repository,
}: {
  repository: AppConfigurationRepository;
}) {
  return {
    /** The app the user sees: their active vehicle's, else their own. */
    async forUser(userId: string): Promise<AppConfiguration> {
      const appConfigurationId = await repository.appConfigurationIdOf(userId);
      if (!appConfigurationId) throw notFound(NO_APP_CONFIGURATION);
      const config = await repository.findById(appConfigurationId);
      if (!config) throw notFound(NO_APP_CONFIGURATION);
      return toAppConfiguration(config);
    },
  };
}
