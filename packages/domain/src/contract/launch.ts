// The signed launch from a host app (spec part 2 section 7): part of the session area, in a
// file of its own so the web's entry, which needs the other session calls, does not carry
// the launch's schemas (the web loads them only when a launch link is opened).
import { launchRequestSchema, launchResultSchema, welcomeLinkRequestSchema } from '../launch.ts';
import { defineEndpoint } from './endpoint.ts';

export const launchLogin = defineEndpoint({
  name: 'launchLogin',
  method: 'POST',
  path: '/api/authentication/login',
  area: 'session',
  summary: 'Sign in through a signed launch link from the host app',
  auth: 'none',
  body: launchRequestSchema,
  response: launchResultSchema,
  failures: [400, 401, 429],
});

export const welcomeLinkLogin = defineEndpoint({
  name: 'welcomeLinkLogin',
  method: 'POST',
  path: '/api/authentication/welcome-link',
  area: 'session',
  summary: 'Sign in once through the link of a welcome text from dealer mode',
  description:
    'The link is good for one sign-in within 7 days; the session opens on the activated car.',
  auth: 'none',
  body: welcomeLinkRequestSchema,
  response: launchResultSchema,
  failures: [400, 401, 429],
});
