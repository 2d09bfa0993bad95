import type { FastifyInstance } from 'fastify';
import { health } from '@ignite/domain/contract/platform';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { HealthService } from './service.ts';

export function registerHealthRoutes(
  app: FastifyInstance,
  { service }: { service: HealthService },
) {
  registerEndpoint(app, health, async () => service.check());
}
