import { createSecretKey } from 'node:crypto';
import { compactVerify, jwtVerify, SignJWT } from 'jose';
import type { CurrentUser } from '@ignite/domain/user';
import type { Clock } from '../../core/clock.ts';

const ALGORITHM = 'HS256';
const ISSUER = 'ignite';
const AUDIENCE = 'ignite-api';
const TOKEN_USE = 'access';
/** Verified tokens remembered at most; a full cache is emptied and refilled. */
const VERIFIED_CACHE_SIZE = 10_000;

export type AccessTokenIssuer = ReturnType<typeof createAccessTokens>;

/**
 * Short-lived HS256 access tokens. Only HS256 is accepted on the way in, so `alg: none`,
 * other algorithms and anything not signed with our key are refused.
 */
type Deps = { signingKey: string; ttlSeconds: number; clock: Clock };

export function createAccessTokens({ signingKey, ttlSeconds, clock }: Deps) {
  // Imported once: handing jose raw bytes makes it import the key again on every request.
  const key = createSecretKey(Buffer.from(signingKey));
  // A token's signature and claims never change, so one that verified once is remembered
  // (until it expires) instead of being checked again: most of the cost of an API request.
  const verified = new Map<string, { user: CurrentUser; expiresAtMs: number }>();

  async function issue(user: CurrentUser): Promise<{ token: string; expiresAt: Date }> {
    const now = clock();
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    const token = await new SignJWT({
      sid: user.sessionId,
      ocid: user.organisationConsumerId,
      name: user.firstName,
      use: TOKEN_USE,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(user.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(key);
    return { token, expiresAt };
  }

  /** The bearer of a valid, unexpired access token; null for anything else. */
  async function verify(token: string): Promise<CurrentUser | null> {
    const nowMs = clock().getTime();
    const known = verified.get(token);
    if (known) return nowMs < known.expiresAtMs ? known.user : null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: clock(),
        requiredClaims: ['sub', 'exp', 'sid'],
      });
      const user = toCurrentUser(payload);
      if (user && payload.exp !== undefined) {
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, { user, expiresAtMs: payload.exp * 1000 });
      }
      return user;
    } catch {
      return null;
    }
  }

  /** The session an access token was issued for, whether or not it has expired. */
  async function sessionOf(token: string): Promise<string | null> {
    try {
      const { payload } = await compactVerify(token, key, { algorithms: [ALGORITHM] });
      const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
      return toCurrentUser(claims)?.sessionId ?? null;
    } catch {
      return null;
    }
  }

  return { issue, verify, sessionOf };
}

function toCurrentUser(claims: unknown): CurrentUser | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const c = claims as Record<string, unknown>;
  if (c.use !== TOKEN_USE || typeof c.sub !== 'string' || typeof c.sid !== 'string') return null;
  return {
    userId: c.sub,
    sessionId: c.sid,
    organisationConsumerId: typeof c.ocid === 'string' ? c.ocid : null,
    firstName: typeof c.name === 'string' ? c.name : '',
  };
}
