import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appConfiguration } from '@ignite/domain/contract/platform';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { Database } from '../../db/client.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { notFound } from '../../core/http-errors.ts';
import { toAppConfiguration } from './view.ts';

export function registerAppConfigurationRoutes(app: FastifyInstance, db: Database) {
  registerEndpoint(app, appConfiguration, async ({ user }) => {
    const { userId } = user;
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
    return toAppConfiguration(config);
  });
}
