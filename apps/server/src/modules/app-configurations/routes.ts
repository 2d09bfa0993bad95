import type { FastifyInstance } from 'fastify';
import { appConfiguration } from '@ignite/domain/contract/platform';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { AppConfigurationService } from './service.ts';

export function registerAppConfigurationRoutes(
  app: FastifyInstance,
  { service }: { service: AppConfigurationService },
) {
  registerEndpoint(app, appConfiguration, async ({ user }) => service.forUser(user.userId));
}
