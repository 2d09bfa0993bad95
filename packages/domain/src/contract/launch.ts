// The signed launch from a host app (spec part 2 section 7): part of the session area, in a
// file of its own so the web's entry, which needs the other session calls, does not carry
// the launch's schemas (the web loads them only when a launch link is opened).
import {
  launchRequestSchema,
  launchResultSchema,
  welcomeLinkRequestSchema,
} from '../launch/launch-api.ts';
import { LAUNCH_LOGIN_PATH } from '../launch-parameters.ts';
import { defineEndpoint } from './endpoint.ts';

export const launchLogin = defineEndpoint({
  name: 'launchLogin',
  method: 'POST',
  path: LAUNCH_LOGIN_PATH,
  area: 'session',
  summary: 'Sign in through a signed launch link from the host app',
  description:
    'The host app opens a page of the app (the demo’s links open /my-garage) with these ' +
    'parameters in the query string, and the web app posts them here. `sign` is the hex HMAC-SHA256, with the app’s launch secret, of every ' +
    'other parameter sorted by name as `name=value` joined by `&` (the two ids lower case ' +
    'without dashes). `timestamp` is Unix seconds and must be within 300 s of the server’s ' +
    'clock; a `nonce` (16 to 128 of A-Z a-z 0-9 - _) is accepted once. A bad ' +
    'signature, an old timestamp or a replayed nonce answers 401 with a message. ' +
    'docs/integrating.md works an example through.',
  auth: 'none',
  body: launchRequestSchema,
  response: launchResultSchema,
  failures: [400, 401],
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
  failures: [400, 401],
});
