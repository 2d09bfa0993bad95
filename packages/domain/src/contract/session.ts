// The session's endpoints (spec part 1 section 7); the signed launch is in launch.ts.
import { z } from 'zod/mini';
import { resultSchema } from '../result.ts';
import {
  loginRequestSchema,
  loginResultSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  refreshResultSchema,
} from '../session.ts';
import { currentUserSchema } from '../user.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'session';
const signInFailures = [400, 401, 429] as const;

export const login = defineEndpoint({
  name: 'login',
  method: 'POST',
  path: '/api/user/login',
  area,
  summary: 'Sign in with a username and password',
  auth: 'none',
  body: loginRequestSchema,
  response: loginResultSchema,
  failures: signInFailures,
});

/** Tokens may come in the body, the headers, or both; both must then agree. */
export const refreshToken = defineEndpoint({
  name: 'refreshToken',
  method: 'POST',
  path: '/api/user/refresh-token',
  area,
  summary: 'Rotate the refresh token and issue a new access token',
  auth: 'none',
  body: z.nullish(refreshRequestSchema),
  headers: z.looseObject({
    authorization: z.optional(z.string()).check(z.describe('Bearer access token')),
    refreshtoken: z.optional(z.string()).check(z.describe('The refresh token')),
    'x-browser-id': z.optional(z.string()),
  }),
  response: refreshResultSchema,
  failures: signInFailures,
});

export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: '/api/user/logout',
  area,
  summary: 'End the session of a refresh or access token',
  auth: 'none',
  body: z.nullish(logoutRequestSchema),
  response: resultSchema(z.null()),
  failures: signInFailures,
});

export const currentUser = defineEndpoint({
  name: 'currentUser',
  method: 'GET',
  path: '/api/user/current',
  area,
  summary: 'The signed-in user, as the access token names them',
  auth: 'bearer',
  response: resultSchema(currentUserSchema),
  failures: [401],
});
