// The endpoints every area leans on: health, the app configuration, demo launch links.
import { z } from 'zod/mini';
import { appConfigurationResultSchema } from '../app-configuration.ts';
import { demoLaunchLinksResultSchema } from '../launch/launch-api.ts';
import {
  demoCarePlanSwitchSchema,
  demoOutboxQuerySchema,
  demoOutboxResultSchema,
} from '../demo.ts';
import { resultSchema } from '../result.ts';
import { defineEndpoint } from './endpoint.ts';

export const health = defineEndpoint({
  name: 'health',
  method: 'GET',
  path: '/api/health',
  area: 'health',
  summary: 'Answers 200 while the database answers',
  auth: 'none',
  response: resultSchema(z.object({ database: z.enum(['pglite', 'postgres']) })),
  failures: [503],
});

export const appConfiguration = defineEndpoint({
  name: 'appConfiguration',
  method: 'GET',
  path: '/api/app-configuration',
  area: 'app-configurations',
  summary: 'The signed-in user’s app configuration',
  description: 'Their active vehicle’s app, else their own.',
  auth: 'bearer',
  response: appConfigurationResultSchema,
  failures: [401, 404],
});

export const demoLaunchLinks = defineEndpoint({
  name: 'demoLaunchLinks',
  method: 'GET',
  path: '/api/demo/launch-links',
  area: 'demo',
  summary: 'Demo mode only: signed launch links for each persona’s vehicle',
  description: 'Signed by the server, as a host app would; no launch secret reaches the browser.',
  auth: 'none',
  response: demoLaunchLinksResultSchema,
  failures: [],
});

export const demoOutbox = defineEndpoint({
  name: 'demoOutbox',
  method: 'GET',
  path: '/api/demo/outbox',
  area: 'demo',
  summary: 'Demo mode only: the emails and texts the app sent, newest first',
  description: 'So a person can read what was sent (an agreement, a code). `to` filters.',
  auth: 'none',
  query: demoOutboxQuerySchema,
  response: demoOutboxResultSchema,
  failures: [400],
});

export const demoCarePlanSwitch = defineEndpoint({
  name: 'demoCarePlanSwitch',
  method: 'PUT',
  path: '/api/demo/care-plan',
  area: 'demo',
  summary: 'Demo mode only: show or hide the care plan of the caller’s own vehicle',
  description:
    'The care-plan demo switch of Settings: off shows the generic variant for a vehicle ' +
    'that has a plan; nothing of the plan is deleted.',
  auth: 'bearer',
  body: demoCarePlanSwitchSchema,
  response: resultSchema(z.literal(true)),
  failures: [400, 401, 404],
});
