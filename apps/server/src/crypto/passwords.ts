import argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). The library's default
 * (64 MiB, 3 passes, 4 lanes) held a 2-core server to about 7 sign-ins a second. The
 * parameters are stored in each hash, so raising them later keeps old hashes working.
 */
const PARAMETERS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PARAMETERS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. For an unknown user pass `null`: a dummy hash is checked instead, so
 * an unknown user and a wrong password take the same time and get the same answer.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= hashPassword('not-a-real-password');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
