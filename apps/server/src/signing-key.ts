import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * The token signing key: from the environment, or (outside production) generated once and
 * kept in DATA_DIR so that tokens survive a restart. Several instances must share the key:
 * give them TOKEN_SIGNING_KEY, or one DATA_DIR.
 */
export function resolveSigningKey(config: Config): string {
  if (config.tokenSigningKey) return config.tokenSigningKey;
  const file = path.join(config.dataDir, 'signing-key');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
