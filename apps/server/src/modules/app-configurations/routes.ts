import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appConfigurationResultSchema } from '@ignite/domain/app-configuration';
import { errorResultSchema } from '@ignite/domain/result';
import type { Database } from '../../db/client.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { notFound } from '../../http-errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { ok } from '../../result.ts';
import { toAppConfiguration } from './view.ts';

export function registerAppConfigurationRoutes(app: FastifyInstance, db: Database) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/app-configuration', {
    schema: {
      tags: ['session'],
      description:
        'The signed-in user’s app configuration: their active vehicle’s app, else their own.',
      security: [{ bearer: [] }],
      response: {
        200: appConfigurationResultSchema,
        401: errorResultSchema,
        404: errorResultSchema,
      },
    },
    onRequest: app.authenticate,
    handler: async (request) => {
      const { userId } = currentUser(request);
      const [row] = await db
        .select({ vehicleApp: vehicles.appConfigurationId, userApp: users.appConfigurationId })
        .from(users)
        .leftJoin(vehicles, eq(vehicles.id, users.activeVehicleId))
        .where(eq(users.id, userId));
      const appConfigurationId = row?.vehicleApp ?? row?.userApp;
      if (!appConfigurationId) throw notFound('No app configuration for this user');
      const [config] = await db
        .select()
        .from(appConfigurations)
        .where(eq(appConfigurations.id, appConfigurationId));
      if (!config) throw notFound('No app configuration for this user');
      return ok(toAppConfiguration(config));
    },
  });
}
