// The one wiring list: every module's repositories and services are created here, once per
// app, each given what it depends on; then every module registers its routes with them. A new
// module adds its lines here and nowhere else outside its own folder.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Clock } from '../core/clock.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  createAppConfigurationRepository,
  createAppConfigurationService,
  registerAppConfigurationRoutes,
} from './app-configurations/index.ts';
import {
  createAccessTokens,
  createAttemptRepository,
  createLaunchRepository,
  createLaunchService,
  createLoginService,
  createSessionService,
  registerAuthRoutes,
} from './auth/index.ts';
import { createDemoRepository, createDemoService, registerDemoRoutes } from './demo/index.ts';
import {
  createConditionRepository,
  createConditionService,
  createMyGarageRepository,
  createMyGarageService,
  createScheduleService,
  createVehicleRepository,
  createVehicleService,
  registerGarageRoutes,
} from './garage/index.ts';
import { createHealthService, registerHealthRoutes } from './health/index.ts';
import { createUserRepository, createUserService } from './users/index.ts';

export type ModuleDeps = {
  config: Config;
  database: DatabaseHandle;
  signingKey: string;
  clock: Clock;
};

export type Modules = ReturnType<typeof createModules>;

export function createModules({ config, database, signingKey, clock }: ModuleDeps) {
  const { db } = database;

  const users = createUserService({
    repository: createUserRepository(db),
    demoMode: config.demoMode,
  });

  const vehicles = createVehicleService({
    vehicles: createVehicleRepository(db),
    conditions: createConditionRepository(db),
    clock,
  });
  const garage = {
    vehicles,
    myGarage: createMyGarageService({ repository: createMyGarageRepository(db), clock }),
    conditions: createConditionService({ db, clock }),
    schedules: createScheduleService({ db, clock }),
  };

  const ttlSeconds = config.accessTokenTtlSeconds;
  const accessTokens = createAccessTokens({ signingKey, ttlSeconds, clock });
  const sessions = createSessionService({ db, config, clock, accessTokens, signingKey, users });
  const auth = {
    accessTokens,
    sessions,
    login: createLoginService({
      attempts: createAttemptRepository(db),
      users,
      sessions,
      config,
      clock,
    }),
    launch: createLaunchService({
      repository: createLaunchRepository(db),
      users,
      vehicles,
      sessions,
      clock,
    }),
  };

  const health = createHealthService({ database });
  const appConfigurations = createAppConfigurationService({
    repository: createAppConfigurationRepository(db),
  });
  const demo = createDemoService({ repository: createDemoRepository(db), clock });

  return {
    /** What the authenticate plugin checks bearer tokens with: signature, expiry, session. */
    bearerTokens: {
      async verify(token: string) {
        const user = await accessTokens.verify(token);
        return user && (await sessions.isLive(user.sessionId)) ? user : null;
      },
    },

    /** Every module's routes; the demo's only in demo mode. */
    registerRoutes(app: FastifyInstance) {
      registerHealthRoutes(app, { service: health });
      registerAuthRoutes(app, auth);
      registerGarageRoutes(app, garage);
      registerAppConfigurationRoutes(app, { service: appConfigurations });
      if (config.demoMode) registerDemoRoutes(app, { service: demo });
    },
  };
}
