import type { Secrets } from '../src/config/secrets.ts';

export const TEST_SIGNING_KEY = 'test-signing-key-that-is-long-enough-for-hs256-0123456789';

/** The secrets of every test app, and of the template database's seed (its bank details). */
export const TEST_SECRETS: Secrets = {
  signingKey: TEST_SIGNING_KEY,
  bankDetailsKey: Buffer.alloc(32, 0x5e),
  cashbackFeedSecret: 'test-cashback-feed-secret-of-32-characters-or-more',
};
