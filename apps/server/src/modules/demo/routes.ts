import type { FastifyInstance } from 'fastify';
import { demoCarePlanSwitch, demoLaunchLinks } from '@ignite/domain/contract/platform';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { DemoService } from './service.ts';

/** Demo mode only (the wiring registers these only then). */
export function registerDemoRoutes(app: FastifyInstance, { service }: { service: DemoService }) {
  registerEndpoint(app, demoLaunchLinks, async () => service.launchLinks());
  registerEndpoint(app, demoCarePlanSwitch, async ({ body, user }) =>
    service.setCarePlanShown(user.userId, body.vehicleId, body.enabled),
  );
}
