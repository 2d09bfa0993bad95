import { z } from 'zod/mini';
import { requestBody } from './request.ts';
import { resultSchema } from './result.ts';
import { userSchema } from './user.ts';

/** Spec part 1 section 3, Session tokens. Times are ISO 8601 UTC; the timeout is in seconds. */
export const tokensSchema = z.object({
  browserId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  accessTokenExpires: z.string(),
  refreshTokenExpires: z.string(),
  inactiveSessionTimeout: z.int().check(z.describe('seconds of inactivity before sign-out')),
  hasInactiveTimeout: z.boolean(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const loginRequestSchema = requestBody(
  {
    username: z
      .string({ error: 'Username is required' })
      .check(
        z.trim(),
        z.minLength(1, 'Username is required'),
        z.maxLength(320, 'Username must be no more than 320 characters'),
      ),
    password: z
      .string({ error: 'Password is required' })
      .check(
        z.minLength(1, 'Password is required'),
        z.maxLength(256, 'Password must be no more than 256 characters'),
      ),
  },
  'A JSON body with username and password is required',
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionSchema = z.object({ user: userSchema, tokens: tokensSchema });
export type Session = z.infer<typeof sessionSchema>;
export const loginResultSchema = resultSchema(sessionSchema);

/** Tokens may come in the body, the headers, or both (spec part 1 section 7). */
export const refreshRequestSchema = z.strictObject({
  refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  accessToken: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

export const refreshResultSchema = resultSchema(
  z.object({ tokens: tokensSchema, user: z.nullable(userSchema) }),
);

export const logoutRequestSchema = z.strictObject({
  refreshToken: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
